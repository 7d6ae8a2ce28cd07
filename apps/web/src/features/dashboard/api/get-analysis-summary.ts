import { ANALYSIS_SUMMARY_PATH, analysisSummaryResponseSchema, type AnalysisSummaryResponse } from '@rehearse/contract/analysis-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

/** GET /api/analysis/user-analyses/summary/ — total, average and best over all of the user's analyses. */
export function getAnalysisSummary(signal?: AbortSignal): Promise<AnalysisSummaryResponse> {
  return apiRequest(ANALYSIS_SUMMARY_PATH, { schema: analysisSummaryResponseSchema, signal });
}

export const analysisSummaryQuery = () =>
  queryOptions({ queryKey: analysesKeys.summary(), queryFn: ({ signal }) => getAnalysisSummary(signal), staleTime: 5_000 });

export function useAnalysisSummary() {
  return useQuery(analysisSummaryQuery());
}
