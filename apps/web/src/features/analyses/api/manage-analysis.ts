import { analysisUrls, userAnalysesResponseSchema, type UserAnalysesResponse } from '@rehearse/contract/analysis-api';
import { analysisManageUrls, deleteAnalysisResponseSchema, renameAnalysisResponseSchema } from '@rehearse/contract/analysis-manage';
import { apiRequest } from '../../../lib/api-client.ts';

/** Search results come a page at a time: a user may have thousands of analyses. */
export const SEARCH_PAGE_SIZE = 24;

/** PATCH /api/analysis/sessions/{id}/ */
export function renameAnalysis(sessionId: string, displayName: string) {
  return apiRequest(analysisManageUrls.session(sessionId), { method: 'PATCH', body: { display_name: displayName }, schema: renameAnalysisResponseSchema });
}

/** DELETE /api/analysis/sessions/{id}/ (with its recording and report files) */
export function deleteAnalysis(sessionId: string) {
  return apiRequest(analysisManageUrls.session(sessionId), { method: 'DELETE', schema: deleteAnalysisResponseSchema });
}

/** GET /api/analysis/user-analyses/?limit=…&q=…[&cursor=…]: one page of the analyses whose name contains `text`. */
export function searchAnalyses(text: string, cursor: string | null, signal?: AbortSignal): Promise<UserAnalysesResponse> {
  const params = new URLSearchParams({ limit: String(SEARCH_PAGE_SIZE), q: text });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`${analysisUrls.userAnalyses()}?${params}`, { schema: userAnalysesResponseSchema, signal });
}
