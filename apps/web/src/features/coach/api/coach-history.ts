import { coachHistoryResponseSchema, type CoachMessage } from '@rehearse/contract/coach';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COACH_PATHS } from '@rehearse/contract/coach-paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { coachKeys } from './coach-query-keys.ts';

/** GET /api/coach/history/ — the stored conversation, oldest first. */
export async function getCoachHistory(signal?: AbortSignal): Promise<CoachMessage[]> {
  return (await apiRequest(COACH_PATHS.history, { schema: coachHistoryResponseSchema, signal })).messages;
}

export const coachHistoryQuery = () =>
  queryOptions({
    queryKey: coachKeys.history(),
    queryFn: ({ signal }) => getCoachHistory(signal),
    staleTime: 30_000,
  });

export function useCoachHistory() {
  return useQuery(coachHistoryQuery());
}
