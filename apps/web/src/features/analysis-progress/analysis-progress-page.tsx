import { ANALYSIS_FLOW_MESSAGES, DETAIL_MESSAGES, LIST_MESSAGES } from '../../lib/analysis-messages.ts';
import { STAGE_LABELS } from '../../lib/analysis-status-labels.ts';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { sessionTitle } from '../../lib/session-scores.ts';
import { useAnalysisJobProgress } from '../../lib/use-analysis-job-progress.ts';

/** /analysis/progress/{session_id}: the stage and percent of one analysis, live, then a link to the result. */
export function AnalysisProgressPage() {
  const { sessionId = '' } = useParams();
  const progress = useAnalysisJobProgress(sessionId);
  const back = (
    <Link to="/analyses" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {DETAIL_MESSAGES.backToAnalyses}
    </Link>
  );

  if (progress.error) {
    const notFound = progress.error instanceof ApiError && progress.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        {back}
        <Alert tone="error" title={notFound ? DETAIL_MESSAGES.notFoundTitle : ANALYSIS_FLOW_MESSAGES.statusFailed}>
          {notFound ? DETAIL_MESSAGES.notFoundText : progress.error instanceof Error ? progress.error.message : ANALYSIS_FLOW_MESSAGES.statusFailed}
        </Alert>
      </div>
    );
  }
  if (!progress.data) return <PageSpinner label="Loading progress..." />;

  const p = progress.data;
  const percent = p.status === 'completed' ? 100 : Math.round(p.progress);
  const label = p.status === 'completed' ? STAGE_LABELS.done : STAGE_LABELS[p.stage];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {back}
      <Card>
        <CardBody className="space-y-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 className="text-xl font-semibold break-words text-slate-900">{sessionTitle(p.session, LIST_MESSAGES.untitled)}</h1>
              <p className="text-sm text-slate-500">Started {new Date(p.session.start_time).toLocaleString()}</p>
            </div>
            <StatusBadge status={p.status} />
          </div>
          <div aria-live="polite">
            <div className="mb-1 flex justify-between text-sm">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="tabular-nums text-slate-500">{percent}%</span>
            </div>
            <div role="progressbar" aria-label="Analysis progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div className={p.status === 'failed' ? 'h-full bg-red-500' : 'h-full bg-indigo-600 transition-[width] duration-500'} style={{ width: `${percent}%` }} />
            </div>
          </div>
          {p.status === 'completed' && (
            <Alert tone="success" title={ANALYSIS_FLOW_MESSAGES.completed}>
              <Link to={`/analysis/${encodeURIComponent(p.session_id)}`} className={buttonClasses('primary', 'sm', 'mt-2')}>
                <CheckCircle2 className="size-4" aria-hidden="true" /> View results <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Alert>
          )}
          {p.status === 'failed' && (
            <Alert tone="error" title={ANALYSIS_FLOW_MESSAGES.failed}>
              <p>{p.error ?? DETAIL_MESSAGES.failedToComplete}</p>
            </Alert>
          )}
          {p.status !== 'completed' && p.status !== 'failed' && !progress.stalled && (
            <p className="text-sm text-slate-500">This page updates by itself. You can leave it: the analysis keeps running, and you can come back from the analyses list.</p>
          )}
          {p.status !== 'completed' && p.status !== 'failed' && progress.stalled && (
            <Alert tone="warning" title={ANALYSIS_FLOW_MESSAGES.timedOut}>
              <p>{ANALYSIS_FLOW_MESSAGES.progressStalled}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={progress.retry}>
                {ANALYSIS_FLOW_MESSAGES.checkAgain}
              </Button>
            </Alert>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
