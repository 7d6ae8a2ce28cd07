import { useQuery } from '@tanstack/react-query';
import type { AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { STATUS_POLL_INTERVAL_MS } from '../../../lib/analysis-polling.ts';
import { analysisBySessionQuery } from '../../../lib/analysis-result/get-analysis-by-session.ts';

const finished = (s: AnalysisStatusResponse | undefined) => s?.status === 'completed' || s?.status === 'failed';

/** GET /api/analysis/status/{sessionId}/, polled at the shared interval while the job runs; it stops once the job has an outcome. */
export function useAnalysisProgress(sessionId: string) {
  return useQuery({
    ...analysisBySessionQuery(sessionId),
    refetchInterval: (query) => (finished(query.state.data) ? false : STATUS_POLL_INTERVAL_MS),
    staleTime: 0,
  });
}
