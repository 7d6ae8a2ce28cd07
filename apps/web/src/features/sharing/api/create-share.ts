import { shareResponseSchema, sharingUrls, type CreateShareRequest } from '@rehearse/contract/sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharingKeys } from '../../../lib/sharing-query-keys.ts';

/** POST /api/sharing/shares/: invite someone (the server mails them). */
export function createShare(body: CreateShareRequest) {
  return apiRequest(sharingUrls.shares(), { method: 'POST', body, schema: shareResponseSchema });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createShare, onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.shares() }) });
}
