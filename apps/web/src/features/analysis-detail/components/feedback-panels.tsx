import { CheckCircle2, ListChecks, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import type { ResultView } from '../../../lib/analysis-result/result-view.ts';

function Panel({ title, icon, items, empty, ordered = false }: { title: string; icon: ReactNode; items: string[]; empty: string; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Card>
      <CardHeader title={title} icon={icon} />
      <CardBody>
        {items.length === 0 ? (
          <p className="text-sm text-slate-500">{empty}</p>
        ) : (
          <List className={ordered ? 'list-decimal space-y-2 pl-5 text-sm text-slate-700' : 'list-disc space-y-2 pl-5 text-sm text-slate-700'}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}

export function FeedbackPanels({ view }: { view: ResultView }) {
  return (
    <>
      <Panel title="Key Strengths" icon={<CheckCircle2 className="size-5" aria-hidden="true" />} items={view.strengths} empty="No clear strengths were measured in this recording." />
      <Panel title="Areas to Improve" icon={<Target className="size-5" aria-hidden="true" />} items={view.improvements} empty="No specific areas to improve were found." />
      <Panel title="Action Plan" icon={<ListChecks className="size-5" aria-hidden="true" />} items={view.strategies} empty="No action steps: nothing was found to improve." ordered />
    </>
  );
}
