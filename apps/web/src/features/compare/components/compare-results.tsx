import type { BasicComparison, CompareResponse } from '@rehearse/contract/analysis-api';
import { COMPARE_TEXTS } from '../compare-texts.ts';
import { COMPARE_SCORE_DECIMALS } from '../../../lib/score-format.ts';
import { ArrowDown, ArrowUp, CheckCircle2, Sparkles, Target } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { SourceTag } from '../../../components/ui/source-tag.tsx';
import { cx } from '../../../lib/class-names.ts';
import { formatScoreOrDash } from '../../../lib/score-format.ts';
import { comparedTitle, improvementSentence, sideBySideRows } from '../compare-view.ts';
import { FirstTwoRadar, ScoresBarChart, TrendChart } from './compare-charts.tsx';

const pct = (v: number | null) => formatScoreOrDash(v, COMPARE_SCORE_DECIMALS);

export function CompareResults({ data, error }: { data: CompareResponse; error: string | null }) {
  const [first, second] = data.analyses;
  const exercises = data.enhanced_features.personalized_exercises;
  return (
    <div className="space-y-6" data-testid="compare-results">
      {error && <Alert tone="warning">{error}</Alert>}
      <ScoresBarChart analyses={data.analyses} />
      {first && second && (
        <div className="grid gap-6 lg:grid-cols-2">
          <FirstTwoRadar first={first} second={second} />
          <Card>
            <CardHeader title="Side-by-Side" description={`${comparedTitle(first)} → ${comparedTitle(second)}`} />
            <CardBody>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-slate-500">
                    <th className="py-2 font-medium">Metric</th>
                    <th className="py-2 font-medium">First</th>
                    <th className="py-2 font-medium">Second</th>
                    <th className="py-2 font-medium">Change</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {sideBySideRows(first, second).map((r) => (
                    <tr key={r.label}>
                      <th scope="row" className="py-2 text-left font-medium text-slate-700">{r.label}</th>
                      <td className="py-2 tabular-nums">{pct(r.first)}</td>
                      <td className="py-2 tabular-nums">{pct(r.second)}</td>
                      <td className="py-2">
                        {r.delta && (
                          <span className={cx('inline-flex items-center gap-0.5 font-medium tabular-nums', r.delta.direction === 'up' ? 'text-green-600' : 'text-red-600')}>
                            {r.delta.direction === 'up' ? <ArrowUp className="size-3.5" aria-label="up" /> : <ArrowDown className="size-3.5" aria-label="down" />}
                            {r.delta.text}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardBody>
          </Card>
        </div>
      )}
      {data.ai_insights.summary && (
        <Card>
          <CardHeader
            title={data.ai_insights.source === 'model' ? COMPARE_TEXTS.modelSummaryTitle : COMPARE_TEXTS.summaryTitle}
            icon={<Sparkles className="size-5" aria-hidden="true" />}
            action={<SourceTag source={data.ai_insights.source} />}
          />
          <CardBody>
            <p className="text-sm text-slate-700">{data.ai_insights.summary}</p>
          </CardBody>
        </Card>
      )}
      <TrendChart analyses={data.analyses} sentence={improvementSentence(data.score_comparison.overall.improvement)} />
      <Card>
        <CardHeader title={COMPARE_TEXTS.actionPlanTitle} />
        <CardBody className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-green-700">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {COMPARE_TEXTS.keepDoing}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {exercises.keep_doing.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-amber-700">
              <Target className="size-4" aria-hidden="true" /> {COMPARE_TEXTS.improveNext}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {exercises.improve_next.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

export function BasicComparisonView({ basic, error }: { basic: BasicComparison; error: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="error">{error}</Alert>
      <Card>
        <CardHeader title="Basic Comparison" description={`${basic.analyses_compared} analyses compared`} />
        <CardBody>
          <ul className="space-y-1 text-sm text-slate-700">
            {basic.overall_scores.map((s, i) => (
              <li key={i}>
                Analysis {i + 1}: {pct(s)}
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
