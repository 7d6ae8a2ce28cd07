import { acceptShareResponseSchema, sharingUrls } from '@rehearse/contract/sharing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/sharing/accept/ with the token from the invitation mail. */
export function acceptShare(token: string) {
  return apiRequest(sharingUrls.accept(), { method: 'POST', body: { token }, schema: acceptShareResponseSchema });
}

export function useAcceptShare() {
  return useMutation({ mutationFn: acceptShare });
}
