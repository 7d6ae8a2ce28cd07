import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX_ATTEMPTS } from '../../../lib/analysis-polling.ts';
import { followFailed, followed, followingStalled, reportSettled, type FollowedSession } from '../completion-polling.ts';
import { getMockSession } from './get-mock-session.ts';

export const followMockSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['mock', 'session', id, 'followed'],
    queryFn: async ({ signal, client }): Promise<FollowedSession> => {
      const previous = client.getQueryData<FollowedSession>(['mock', 'session', id, 'followed']);
      try {
        return followed(previous, (await getMockSession(id, signal)).data);
      } catch (error) {
        if (!previous || (error instanceof DOMException && error.name === 'AbortError')) throw error;
        return followFailed(previous);
      }
    },
    // Every 2 s until the report has an outcome or nothing moved for 30 polls; the query stops with the screen.
    refetchInterval: (query) => (reportSettled(query.state.data?.data) || followingStalled(query.state.data, STATUS_POLL_MAX_ATTEMPTS) ? false : STATUS_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** GET /api/mock/session/{id}/, polled: each answer's analysis and the report while they run. `stalled`: polling gave up. */
export function useFollowMockSession(id: string) {
  const query = useQuery(followMockSessionQuery(id));
  return { session: query.data?.data ?? null, stalled: followingStalled(query.data, STATUS_POLL_MAX_ATTEMPTS) };
}
