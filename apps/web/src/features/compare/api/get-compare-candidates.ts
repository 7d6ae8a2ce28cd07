import { analysisUrls, userAnalysesResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analysis/user-analyses/ — only completed analyses can be compared. */
export async function getCompareCandidates(signal?: AbortSignal): Promise<AnalysisSession[]> {
  const response = await apiRequest(analysisUrls.userAnalyses(), { schema: userAnalysesResponseSchema, signal });
  return response.analyses.filter((a) => a.status === 'completed');
}

export const compareCandidatesQuery = () =>
  queryOptions({ queryKey: ['analyses', 'list', 'compare-candidates'], queryFn: ({ signal }) => getCompareCandidates(signal), staleTime: 5_000 });

export function useCompareCandidates() {
  return useQuery(compareCandidatesQuery());
}
