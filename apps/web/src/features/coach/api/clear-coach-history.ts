import { coachClearResponseSchema } from '@rehearse/contract/coach';
import { COACH_PATHS } from '@rehearse/contract/coach-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { coachKeys } from './coach-query-keys.ts';

/** DELETE /api/coach/history/. */
export function clearCoachHistory() {
  return apiRequest(COACH_PATHS.history, { method: 'DELETE', schema: coachClearResponseSchema });
}

export function useClearCoachHistory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCoachHistory, onSuccess: () => queryClient.setQueryData(coachKeys.history(), []) });
}
