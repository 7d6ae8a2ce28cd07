import { analysisUrls, userAnalysesResponseSchema, type UserAnalysesResponse } from '@rehearse/contract/analysis-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analysis/user-analyses/ — newest first. */
export function getUserAnalyses(signal?: AbortSignal): Promise<UserAnalysesResponse> {
  return apiRequest(analysisUrls.userAnalyses(), { schema: userAnalysesResponseSchema, signal });
}

export const userAnalysesQuery = () =>
  queryOptions({ queryKey: ['analyses', 'list'], queryFn: ({ signal }) => getUserAnalyses(signal), staleTime: 5_000 });

export function useUserAnalyses() {
  return useQuery(userAnalysesQuery());
}
