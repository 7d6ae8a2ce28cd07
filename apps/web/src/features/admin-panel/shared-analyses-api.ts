import { sharedAnalysesResponseSchema, sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/admin-panel/analyses/?page=: analyses their owners shared. */
export function useSharedAnalyses(page: number) {
  return useQuery({
    queryKey: ['admin-panel', 'analyses', page],
    queryFn: ({ signal }) => apiRequest(`/api/admin-panel/analyses/?page=${page}`, { schema: sharedAnalysesResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin-panel/analyses/{id}/: one shared analysis (scores, feedback, transcript). */
export function useSharedAnalysis(id: string) {
  return useQuery({
    queryKey: ['admin-panel', 'analysis', id],
    queryFn: ({ signal }) => apiRequest(`/api/admin-panel/analyses/${encodeURIComponent(id)}/`, { schema: sharedAnalysisDetailResponseSchema, signal }),
  });
}
