import { commentResponseSchema, sharingUrls, type CreateCommentRequest } from '@rehearse/contract/sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

/** POST /api/admin-panel/analyses/{id}/comments/: a time-stamped comment the owner sees. */
export function addComment(id: string, body: CreateCommentRequest) {
  return apiRequest(sharingUrls.sharedComments(id), { method: 'POST', body, schema: commentResponseSchema });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreateCommentRequest) => addComment(id, body), onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.analysis(id) }) });
}
