import { sharesResponseSchema, sharingUrls } from '@rehearse/contract/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharingKeys } from '../../../lib/sharing-query-keys.ts';

/** GET /api/sharing/shares/: everyone the user invited or shares with. */
export function getShares(signal?: AbortSignal) {
  return apiRequest(sharingUrls.shares(), { schema: sharesResponseSchema, signal });
}

export const sharesQueryOptions = () => queryOptions({ queryKey: sharingKeys.shares(), queryFn: ({ signal }) => getShares(signal) });

export function useShares() {
  return useQuery(sharesQueryOptions());
}
