import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { STATUS_POLL_INTERVAL_MS } from '../../../lib/analysis-polling.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const progressSchema = analysisStatusResponseSchema.pick({ status: true, session_id: true, stage: true, progress: true, error: true, session: true });
export type AnalysisProgress = z.infer<typeof progressSchema>;

/** GET /api/analysis/status/{sessionId}/ — only the live fields. */
export function getAnalysisProgress(sessionId: string, signal?: AbortSignal): Promise<AnalysisProgress> {
  return apiRequest(analysisUrls.status(sessionId), { schema: progressSchema, signal });
}

const finished = (p: AnalysisProgress | undefined) => p?.status === 'completed' || p?.status === 'failed';

export const analysisProgressQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['analysis', 'progress', sessionId],
    queryFn: ({ signal }) => getAnalysisProgress(sessionId, signal),
    // The page stays live while the job runs (polled at the shared interval); it stops once the job has an outcome.
    refetchInterval: (query) => (finished(query.state.data) ? false : STATUS_POLL_INTERVAL_MS),
    staleTime: 0,
  });

export function useAnalysisProgress(sessionId: string) {
  return useQuery(analysisProgressQuery(sessionId));
}
