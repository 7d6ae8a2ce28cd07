import { analysisUrls, userAnalysesResponseSchema, type UserAnalysesResponse } from '@rehearse/contract/analysis-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

/** The dashboard lists this many recent analyses. */
export const RECENT_ANALYSES_COUNT = 3;

/** GET /api/analysis/user-analyses/?limit=3 — the newest analyses only (never the whole list: a user may have thousands). */
export function getRecentAnalyses(signal?: AbortSignal): Promise<UserAnalysesResponse> {
  return apiRequest(`${analysisUrls.userAnalyses()}?limit=${RECENT_ANALYSES_COUNT}`, { schema: userAnalysesResponseSchema, signal });
}

export const recentAnalysesQuery = () =>
  queryOptions({ queryKey: analysesKeys.recent(), queryFn: ({ signal }) => getRecentAnalyses(signal), staleTime: 5_000 });

export function useRecentAnalyses() {
  return useQuery(recentAnalysesQuery());
}
