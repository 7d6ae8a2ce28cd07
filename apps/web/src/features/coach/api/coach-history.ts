import { coachClearResponseSchema, coachHistoryResponseSchema, type CoachMessage } from '@rehearse/contract/coach';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const COACH_HISTORY_PATH = '/api/coach/history/';

/** GET /api/coach/history/ — the stored conversation, oldest first. */
export const coachHistoryQuery = () =>
  queryOptions({
    queryKey: ['coach', 'history'],
    queryFn: async ({ signal }): Promise<CoachMessage[]> => (await apiRequest(COACH_HISTORY_PATH, { schema: coachHistoryResponseSchema, signal })).messages,
    staleTime: 30_000,
  });

export function useCoachHistory() {
  return useQuery(coachHistoryQuery());
}

/** DELETE /api/coach/history/. */
export function useClearCoachHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(COACH_HISTORY_PATH, { method: 'DELETE', schema: coachClearResponseSchema }),
    onSuccess: () => queryClient.setQueryData(coachHistoryQuery().queryKey, []),
  });
}
