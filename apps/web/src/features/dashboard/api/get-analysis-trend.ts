import { ANALYSIS_TREND_PATH, analysisTrendResponseSchema, type AnalysisTrendResponse } from '@rehearse/contract/analysis-trend';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

/** GET /api/analysis/user-analyses/trend/ — the overall and part scores of the latest completed analyses, oldest first. */
export function getAnalysisTrend(signal?: AbortSignal): Promise<AnalysisTrendResponse> {
  return apiRequest(ANALYSIS_TREND_PATH, { schema: analysisTrendResponseSchema, signal });
}

export const analysisTrendQuery = () =>
  queryOptions({ queryKey: analysesKeys.trend(), queryFn: ({ signal }) => getAnalysisTrend(signal), staleTime: 5_000 });

export function useAnalysisTrend() {
  return useQuery(analysisTrendQuery());
}
