import { Download, MessageCircle, Printer, Repeat, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { DETAIL_MESSAGES } from '../../../lib/analysis-messages.ts';
import { notify } from '../../../lib/toast.ts';

/** Quick-action redirect delay: the toast shows this long before the coach opens. */
const QUICK_ACTION_REDIRECT_DELAY_MS = 1000;

export interface QuickActionsProps {
  onDownload: () => void;
  onPrint: () => void;
}

export function QuickActions({ onDownload, onPrint }: QuickActionsProps) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const toCoach = (message: string) => {
    notify.info(message);
    timer.current = setTimeout(() => navigate('/coach'), QUICK_ACTION_REDIRECT_DELAY_MS);
  };

  return (
    <Card>
      <CardHeader title="Quick Actions" icon={<Zap className="size-5" aria-hidden="true" />} />
      <CardBody className="flex flex-col gap-2">
        <Button variant="outline" onClick={() => toCoach(DETAIL_MESSAGES.practiceToast)} icon={<Repeat className="size-4" aria-hidden="true" />}>
          Practice Similar Question
        </Button>
        <Button variant="outline" onClick={() => toCoach(DETAIL_MESSAGES.coachToast)} icon={<MessageCircle className="size-4" aria-hidden="true" />}>
          Ask Coach for Help
        </Button>
        <Button variant="primary" onClick={onDownload} icon={<Download className="size-4" aria-hidden="true" />}>
          Download Report
        </Button>
        <Button variant="ghost" onClick={onPrint} icon={<Printer className="size-4" aria-hidden="true" />}>
          Print Report
        </Button>
      </CardBody>
    </Card>
  );
}
