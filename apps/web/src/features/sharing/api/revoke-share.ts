import { shareResponseSchema, sharingUrls } from '@rehearse/contract/sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharingKeys } from '../../../lib/sharing-query-keys.ts';

/** DELETE /api/sharing/shares/{id}/: revoke at once. */
export function revokeShare(id: string) {
  return apiRequest(sharingUrls.share(id), { method: 'DELETE', schema: shareResponseSchema });
}

export function useRevoke() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeShare, onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.shares() }) });
}
