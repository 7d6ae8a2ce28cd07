import { Sparkles } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { SourceTag } from '../../../components/ui/source-tag.tsx';
import type { ResultView } from '../../../lib/analysis-result/result-view.ts';

/** The spec's 'AI Insights & Recommendations' only when a model wrote the summary; the rules' text says so. */
export const INSIGHTS_TITLES = { model: 'AI Insights & Recommendations', 'built-in': 'Insights & Recommendations' } as const;

export function InsightsCard({ insights }: { insights: ResultView['insights'] }) {
  if (!insights.summary && insights.recommendations.length === 0) return null;
  const source = insights.source ?? 'built-in';
  return (
    <Card>
      <CardHeader title={INSIGHTS_TITLES[source]} icon={<Sparkles className="size-5" aria-hidden="true" />} action={<SourceTag source={source} />} />
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
