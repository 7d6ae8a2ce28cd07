import { shareCommentsResponseSchema, sharingUrls } from '@rehearse/contract/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { sharingKeys } from './sharing-query-keys.ts';

/** GET /api/sharing/comments/{id}/: what viewers wrote on one of the user's analyses. */
export function getViewerComments(analysisId: string, signal?: AbortSignal) {
  return apiRequest(sharingUrls.comments(analysisId), { schema: shareCommentsResponseSchema, signal });
}

export const viewerCommentsQueryOptions = (analysisId: string) =>
  queryOptions({ queryKey: sharingKeys.comments(analysisId), queryFn: ({ signal }) => getViewerComments(analysisId, signal) });

export function useViewerComments(analysisId: string) {
  return useQuery(viewerCommentsQueryOptions(analysisId));
}
