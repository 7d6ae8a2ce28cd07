import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** The results are read leniently (lib/analysis-result/result-view.ts), so they are not validated here. */
const reportDataSchema = analysisStatusResponseSchema.extend({ results: z.unknown() });
export type ReportData = z.infer<typeof reportDataSchema>;

/** GET /api/analysis/status/{sessionId}/ — the full result of one analysis, for its report. */
export function getAnalysisReportData(sessionId: string, signal?: AbortSignal): Promise<ReportData> {
  return apiRequest(analysisUrls.status(sessionId), { schema: reportDataSchema, signal });
}

export const analysisReportDataQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['analysis', 'report-data', sessionId], queryFn: ({ signal }) => getAnalysisReportData(sessionId, signal) });
