// The one reader of GET /api/analysis/status/{id}/: the detail screen, the progress page, the report
// download, the upload flow and the mock interview's completion screen (its report is an analysis).
import { analysisStatusResponseSchema, analysisUrls, type AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { analysisKeys } from '../analysis-query-keys.ts';

/** GET /api/analysis/status/{sessionId}/ — one session: its detail fields and its live progress. */
export function getAnalysisBySession(sessionId: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  return apiRequest(analysisUrls.status(sessionId), { schema: analysisStatusResponseSchema, signal });
}

export const analysisBySessionQuery = (sessionId: string) =>
  queryOptions({ queryKey: analysisKeys.bySession(sessionId), queryFn: ({ signal }) => getAnalysisBySession(sessionId, signal) });
