import { Sparkles } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { SourceTag } from '../../../components/ui/source-tag.tsx';
import type { ResultView } from '../../../lib/analysis-result/result-view.ts';

export function InsightsCard({ insights }: { insights: ResultView['insights'] }) {
  if (!insights.summary && insights.recommendations.length === 0) return null;
  return (
    <Card>
      {/* The analysis job writes this text with the built-in rules; no model writes it yet. */}
      <CardHeader title="Insights & Recommendations" icon={<Sparkles className="size-5" aria-hidden="true" />} action={<SourceTag label="built-in coach" />} />
      <CardBody className="space-y-3">
        {insights.summary && <p className="text-sm text-slate-700">{insights.summary}</p>}
        {insights.recommendations.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {insights.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
