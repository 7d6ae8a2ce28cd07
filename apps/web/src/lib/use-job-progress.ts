import { useCallback, useEffect, useRef, useState } from 'react';
import { followJob, NOT_FOLLOWING, type FollowJobOptions, type JobProgressState } from './follow-job.ts';

export interface UseJobProgressOptions<T> extends Omit<FollowJobOptions<T>, 'eventsUrl'> {
  /** The job's event stream; null follows nothing (a job not started yet, or nothing left to watch). */
  eventsUrl: string | null;
}

export interface JobProgress<T> extends JobProgressState<T> {
  /** Follows again after a stall or an error. */
  retry: () => void;
}

/**
 * The one way a screen follows a running job (decision 061): its event stream, else polling its status endpoint,
 * until it settles, fails, or stalls by the one rule. Following starts again when `eventsUrl` changes.
 */
export function useJobProgress<T>(options: UseJobProgressOptions<T>): JobProgress<T> {
  const { eventsUrl } = options;
  const [round, setRound] = useState(0);
  const [followed, setFollowed] = useState<{ key: string; state: JobProgressState<T> } | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const key = eventsUrl === null ? null : `${round}:${eventsUrl}`;

  useEffect(() => {
    if (key === null || eventsUrl === null) return;
    const current = () => latest.current;
    const stop = followJob<T>(
      {
        eventsUrl,
        poll: (signal) => current().poll(signal),
        parse: (data) => current().parse(data),
        settled: (state) => current().settled(state),
        progressMark: (state) => current().progressMark(state),
        openEvents: current().openEvents,
        pollIntervalMs: current().pollIntervalMs,
        stallAfterMs: current().stallAfterMs,
        isFinalError: current().isFinalError,
      },
      (state) => setFollowed({ key, state }),
    );
    return () => {
      stop();
      // Following the same address again later starts from nothing, not from this round's last state.
      setFollowed(null);
    };
  }, [key, eventsUrl]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  const state = followed !== null && followed.key === key ? followed.state : NOT_FOLLOWING;
  return { ...state, retry };
}
