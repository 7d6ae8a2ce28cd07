import { sharedAnalysesResponseSchema } from '@rehearse/contract/admin-panel';
import { sharingUrls } from '@rehearse/contract/sharing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

/** GET /api/admin-panel/analyses/?page=: analyses shared with the signed-in user. */
export function getSharedAnalyses(page: number, signal?: AbortSignal) {
  return apiRequest(sharingUrls.sharedAnalyses(page), { schema: sharedAnalysesResponseSchema, signal });
}

export const sharedAnalysesQueryOptions = (page: number) =>
  queryOptions({ queryKey: sharedKeys.analyses(page), queryFn: ({ signal }) => getSharedAnalyses(page, signal), placeholderData: keepPreviousData });

export function useSharedAnalyses(page: number) {
  return useQuery(sharedAnalysesQueryOptions(page));
}
