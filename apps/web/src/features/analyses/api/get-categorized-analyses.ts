import { analysisUrls, categorizedAnalysesResponseSchema, type CategorizedAnalysesResponse } from '@rehearse/contract/analysis-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

/** GET /api/analysis/user-analyses/categorized/ */
export function getCategorizedAnalyses(signal?: AbortSignal): Promise<CategorizedAnalysesResponse> {
  return apiRequest(analysisUrls.categorized(), { schema: categorizedAnalysesResponseSchema, signal });
}

export const categorizedAnalysesQuery = () =>
  queryOptions({ queryKey: analysesKeys.categorized(), queryFn: ({ signal }) => getCategorizedAnalyses(signal), staleTime: 5_000 });

export function useCategorizedAnalyses() {
  return useQuery(categorizedAnalysesQuery());
}
