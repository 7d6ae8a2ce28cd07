import { analysisUrls, reportFilesResponseSchema, type ReportFilesResponse } from '@rehearse/contract/analysis-api';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analysis/reports/{session_id}/files/ */
export function getReportFiles(sessionId: string, signal?: AbortSignal): Promise<ReportFilesResponse> {
  return apiRequest(analysisUrls.reportFiles(sessionId), { schema: reportFilesResponseSchema, signal });
}
