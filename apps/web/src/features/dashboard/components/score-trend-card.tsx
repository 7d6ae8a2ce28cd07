import { lazy } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { LAUNCHER_LANE_CLASS } from '../../../lib/launcher-lane.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { LazyPart } from '../../../components/ui/lazy-part.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAnalysisTrend } from '../api/get-analysis-trend.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { trendRows, trendSentence } from '../trend-view.ts';

// The chart library loads with the chart, after the figures above it.
const ScoreTrendChart = lazy(async () => ({ default: (await import('./score-trend-chart.tsx')).ScoreTrendChart }));

/** The overall (complete ones only) and each part over the latest analyses; nothing until two are completed. */
export function ScoreTrendCard() {
  const trend = useAnalysisTrend();
  const points = trend.data?.points ?? [];
  if (trend.isSuccess && points.length < 2) return null;
  return (
    <Card className="mt-8" data-testid="score-trend">
      <CardHeader title={DASHBOARD_TEXTS.trendTitle} description={trend.isSuccess ? trendSentence(points) : undefined} />
      <CardBody>
        {trend.isPending && <Spinner label={DASHBOARD_TEXTS.trendLoading} />}
        {trend.isError && <Alert tone="error">{trend.error.message}</Alert>}
        {trend.isSuccess && (
          <div className={LAUNCHER_LANE_CLASS}>
            <div className="h-72" data-testid="dashboard-trend-plot">
              <LazyPart loadingLabel={DASHBOARD_TEXTS.trendLoading} loadingClassName="h-72">
                <ScoreTrendChart rows={trendRows(points)} />
              </LazyPart>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
