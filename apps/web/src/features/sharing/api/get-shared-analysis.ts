import { sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { sharingUrls } from '@rehearse/contract/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isWithdrawnShare } from '../withdrawn-share.ts';
import { sharedKeys } from './shared-query-keys.ts';

/** GET /api/admin-panel/analyses/{id}/: one shared analysis (scores, feedback, transcript, timeline, my comments). */
export function getSharedAnalysis(id: string, signal?: AbortSignal) {
  return apiRequest(sharingUrls.sharedAnalysis(id), { schema: sharedAnalysisDetailResponseSchema, signal });
}

export const sharedAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.analysis(id),
    queryFn: ({ signal }) => getSharedAnalysis(id, signal),
    // Once the owner withdrew access, coming back online changes nothing: only opening the page again asks again.
    refetchOnReconnect: (query) => !isWithdrawnShare(query.state.error),
  });

export function useSharedAnalysis(id: string) {
  return useQuery(sharedAnalysisQueryOptions(id));
}
