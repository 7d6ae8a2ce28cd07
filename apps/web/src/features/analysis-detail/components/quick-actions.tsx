import { Download, FileText, MessageCircle, Printer, Repeat, Zap } from 'lucide-react';
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
  /** Saves the report as a PDF file (report-pdf.ts). */
  onDownloadPdf: () => void;
  /** Opens the printable page and the print dialog (decision 028). */
  onPrint: () => void;
  /** What 'Ask Coach for Help' asks about this analysis (coach-question.ts). */
  coachQuestion: string;
  /** Where 'Practice Similar Question' goes (practice-link.ts). */
  practiceTo: string;
}

export function QuickActions({ onDownload, onDownloadPdf, onPrint, coachQuestion, practiceTo }: QuickActionsProps) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const go = (message: string, to: string) => {
    notify.info(message);
    timer.current = setTimeout(() => navigate(to), QUICK_ACTION_REDIRECT_DELAY_MS);
  };

  return (
    <Card>
      <CardHeader title="Quick Actions" icon={<Zap className="size-5" aria-hidden="true" />} />
      <CardBody className="flex flex-col gap-2">
        <Button variant="outline" onClick={() => go(DETAIL_MESSAGES.practiceToast, practiceTo)} icon={<Repeat className="size-4" aria-hidden="true" />}>
          Practice Similar Question
        </Button>
        <Button variant="outline" onClick={() => go(DETAIL_MESSAGES.coachToast, `/coach?ask=${encodeURIComponent(coachQuestion)}`)} icon={<MessageCircle className="size-4" aria-hidden="true" />}>
          Ask Coach for Help
        </Button>
        <Button variant="primary" onClick={onDownload} icon={<Download className="size-4" aria-hidden="true" />}>
          Download Report
        </Button>
        <Button variant="outline" onClick={onDownloadPdf} icon={<FileText className="size-4" aria-hidden="true" />}>
          Download PDF
        </Button>
        <Button variant="outline" onClick={onPrint} icon={<Printer className="size-4" aria-hidden="true" />}>
          Print Report
        </Button>
      </CardBody>
    </Card>
  );
}
