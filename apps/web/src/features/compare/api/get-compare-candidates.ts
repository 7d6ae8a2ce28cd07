import { analysisUrls, userAnalysesResponseSchema, type UserAnalysesResponse } from '@rehearse/contract/analysis-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analysesKeys } from '../../../lib/analysis-query-keys.ts';

/** The picker reads a page at a time: a user may have thousands of analyses. */
export const COMPARE_PAGE_SIZE = 24;

/** GET /api/analysis/user-analyses/?limit=…[&q=…][&cursor=…]: one page of the user's analyses, newest first. */
export function getCompareCandidates(text: string, cursor: string | null, signal?: AbortSignal): Promise<UserAnalysesResponse> {
  const params = new URLSearchParams({ limit: String(COMPARE_PAGE_SIZE) });
  if (text) params.set('q', text);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`${analysisUrls.userAnalyses()}?${params}`, { schema: userAnalysesResponseSchema, signal });
}

/** The analyses whose name contains `text` (all of them when empty), a page at a time. */
export function useCompareCandidates(text: string) {
  return useInfiniteQuery({
    queryKey: analysesKeys.compareCandidates(text),
    queryFn: ({ pageParam, signal }) => getCompareCandidates(text, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? null,
    staleTime: 5_000,
  });
}
