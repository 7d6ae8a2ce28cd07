import type { BasicComparison, CompareResponse } from '@rehearse/contract/analysis-api';
import { COMPARE_TEXTS } from '../compare-texts.ts';
import { formatScore, orNotMeasured } from '@rehearse/contract/number-format';
import { CheckCircle2, Sparkles, Target } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { SourceTag } from '../../../components/ui/source-tag.tsx';
import { withLocalDates } from '../../../lib/local-date.ts';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { chartLabels, earliestAndLatest, improvementSentence, overallsUnlike, sideBySideRows } from '../compare-view.ts';
import { ChangeBadge } from './change-badge.tsx';
import { EarliestLatestRadar, ScoresBarChart, TrendChart } from './compare-charts.tsx';
import { ContentOverTimeCard } from './content-over-time-card.tsx';

export function CompareResults({ data, error }: { data: CompareResponse; error: string | null }) {
  // Radar, side-by-side, summary and trend sentence all read the earliest → the latest (decision 043).
  const pair = earliestAndLatest(data.analyses);
  const unlike = pair ? overallsUnlike(pair[0], pair[1]) : null;
  // Named as the charts name them: two uploads of one file name differ by their date.
  const pairNames = pair ? chartLabels(pair).map((l) => l.full) : [];
  const exercises = data.enhanced_features.personalized_exercises;
  return (
    <div className="space-y-6" data-testid="compare-results">
      {error && <Alert tone="error">{error}</Alert>}
      <ScoresBarChart analyses={data.analyses} />
      {pair && (
        <div className="grid gap-6 lg:grid-cols-2">
          <EarliestLatestRadar first={pair[0]} second={pair[1]} description={COMPARE_TEXTS.pairDescription(data.analyses.length)} />
          <Card className="min-w-0" data-testid="side-by-side">
            <CardHeader
              title="Side-by-Side"
              description={
                <>
                  {COMPARE_TEXTS.pairDescription(data.analyses.length)}:{' '}
                  <span className="[overflow-wrap:anywhere]">
                    {pairNames[0]} → {pairNames[1]}
                  </span>
                </>
              }
            />
            <CardBody>
              <TableScroll label={COMPARE_TEXTS.sideBySideRegion}>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-slate-500">
                      <th scope="col" className="py-2 pr-4 font-medium">Metric</th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        <span title={pairNames[0]}>Earlier</span>
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        <span title={pairNames[1]}>Later</span>
                      </th>
                      <th scope="col" className="py-2 font-medium">Change</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {sideBySideRows(pair[0], pair[1]).map((r) => (
                      <tr key={r.label}>
                        <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-700">{r.label}</th>
                        <td className={r.earlier === null ? 'py-2 pr-4 text-slate-600' : 'py-2 pr-4 whitespace-nowrap tabular-nums'}>{r.earlierText}</td>
                        <td className={r.later === null ? 'py-2 pr-4 text-slate-600' : 'py-2 pr-4 whitespace-nowrap tabular-nums'}>{r.laterText}</td>
                        <td className="py-2">
                          <ChangeBadge change={r.change} testId="side-by-side-change" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              {unlike && (
                <p className="mt-3 text-sm text-slate-700" data-testid="overall-unlike">
                  {unlike}
                </p>
              )}
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
            <p className="text-sm text-slate-700">{withLocalDates(data.ai_insights.summary)}</p>
          </CardBody>
        </Card>
      )}
      <TrendChart analyses={data.analyses} sentence={improvementSentence(data.score_comparison.overall, unlike)} />
      <ContentOverTimeCard analyses={data.analyses} />
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
            {exercises.improve_next.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {exercises.improve_next.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{COMPARE_TEXTS.nothingToImprove}</p>
            )}
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
                Analysis {i + 1}: {orNotMeasured(s, formatScore)}
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
