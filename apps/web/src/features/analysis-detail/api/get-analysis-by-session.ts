import { analysisDetailResponseSchema, analysisUrls, type AnalysisDetailResponse } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analysis/status/{sessionId}/ — the detail fields of one session. */
export function getAnalysisBySession(sessionId: string, signal?: AbortSignal): Promise<AnalysisDetailResponse> {
  return apiRequest(analysisUrls.status(sessionId), { schema: analysisDetailResponseSchema, signal });
}

export const analysisBySessionQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['analysis', 'detail', 'session', sessionId], queryFn: ({ signal }) => getAnalysisBySession(sessionId, signal) });
