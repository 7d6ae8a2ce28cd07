import { analysisStatusResponseSchema, analysisUrls, type AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analysis/status/{sessionId}/ — the full result of one analysis, for its report. */
export function getAnalysisReportData(sessionId: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  return apiRequest(analysisUrls.status(sessionId), { schema: analysisStatusResponseSchema, signal });
}

export const analysisReportDataQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['analysis', 'report-data', sessionId], queryFn: ({ signal }) => getAnalysisReportData(sessionId, signal) });
