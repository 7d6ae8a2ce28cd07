import { PROGRESS_EVENT } from '@rehearse/contract/progress-events';
import { JOB_STALL_AFTER_MS, STATUS_POLL_INTERVAL_MS } from './analysis-polling.ts';
import { ApiError } from './api-client.ts';

/** The part of the browser's EventSource that following uses (tests give a stand-in). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

const EVENT_SOURCE_CLOSED = 2;
/** Errors in a row without an event before the stream is given up for polling (the browser reconnects between them). */
const STREAM_ERRORS_BEFORE_POLLING = 3;

export interface FollowJobOptions<T> {
  /** The job's event stream. */
  eventsUrl: string;
  /** One read of the status endpoint, polled when the stream cannot be had. */
  poll: (signal: AbortSignal) => Promise<T>;
  /** Checks an event's data against the contract; throws when it does not fit. */
  parse: (data: unknown) => T;
  /** The job has an outcome: following ends. */
  settled: (state: T) => boolean;
  /** Everything whose change counts as progress; the same mark twice is no movement. */
  progressMark: (state: T) => string;
  /** Opens the stream; null when the browser has none (following then polls). */
  openEvents?: (url: string) => EventSourceLike | null;
  pollIntervalMs?: number;
  stallAfterMs?: number;
  /** An error that ends following (default: a 4xx answer, e.g. another user's or a deleted job); others are retried. */
  isFinalError?: (error: unknown) => boolean;
}

export interface JobProgressState<T> {
  /** The latest state the job reported. */
  data: T | undefined;
  /** Why following ended without an outcome (a final error). */
  error: unknown;
  /** Nothing moved for `stallAfterMs`: following ended (decision 061). */
  stalled: boolean;
  /** The job has an outcome: following ended. */
  settled: boolean;
  /** How updates arrive now. */
  via: 'events' | 'polling' | null;
}

export const NOT_FOLLOWING: JobProgressState<never> = { data: undefined, error: null, stalled: false, settled: false, via: null };

const openBrowserEvents = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

const clientError = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Follows one job until it settles, stalls or fails: by its event stream, else by polling its status endpoint.
 * `onChange` hears every new state; the answer stops following (and lets go of the stream and timers).
 */
export function followJob<T>(options: FollowJobOptions<T>, onChange: (state: JobProgressState<T>) => void): () => void {
  const pollIntervalMs = options.pollIntervalMs ?? STATUS_POLL_INTERVAL_MS;
  const stallAfterMs = options.stallAfterMs ?? JOB_STALL_AFTER_MS;
  const isFinalError = options.isFinalError ?? clientError;
  let state: JobProgressState<T> = NOT_FOLLOWING;
  let mark: string | null = null;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pollRequest: AbortController | null = null;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (change: Partial<JobProgressState<T>>) => {
    state = { ...state, ...change };
    onChange(state);
  };
  const stop = () => {
    stopped = true;
    source?.close();
    source = null;
    clearTimeout(pollTimer);
    pollRequest?.abort();
    clearTimeout(stallTimer);
  };
  const armStallClock = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      if (stopped) return;
      stop();
      emit({ stalled: true });
    }, stallAfterMs);
  };
  const observe = (next: T) => {
    if (stopped) return;
    const nextMark = options.progressMark(next);
    if (nextMark !== mark) {
      mark = nextMark;
      armStallClock();
    }
    const settled = options.settled(next);
    if (settled) stop();
    emit({ data: next, error: null, settled });
  };

  const startPolling = () => {
    if (stopped) return;
    source?.close();
    source = null;
    emit({ via: 'polling' });
    const tick = async () => {
      if (stopped) return;
      pollRequest = new AbortController();
      try {
        observe(await options.poll(pollRequest.signal));
      } catch (error) {
        if (stopped) return;
        if (isFinalError(error)) {
          stop();
          emit({ error });
          return;
        }
      }
      if (!stopped) pollTimer = setTimeout(() => void tick(), pollIntervalMs);
    };
    void tick();
  };

  const startEvents = () => {
    const opened = (options.openEvents ?? openBrowserEvents)(options.eventsUrl);
    if (!opened) return startPolling();
    source = opened;
    emit({ via: 'events' });
    let errorsWithoutEvent = 0;
    opened.addEventListener(PROGRESS_EVENT, (event) => {
      if (source !== opened) return;
      errorsWithoutEvent = 0;
      let next: T;
      try {
        next = options.parse(JSON.parse((event as MessageEvent<string>).data));
      } catch {
        // Not the contract's shape: the status endpoint's answer is checked the same way and reports the error.
        return startPolling();
      }
      observe(next);
    });
    opened.addEventListener('error', () => {
      if (source !== opened || stopped) return;
      errorsWithoutEvent += 1;
      // Closed: the stream was refused (401, 404, not an event stream); the browser does not try again.
      if (opened.readyState === EVENT_SOURCE_CLOSED || errorsWithoutEvent >= STREAM_ERRORS_BEFORE_POLLING) startPolling();
    });
  };

  armStallClock();
  startEvents();
  return stop;
}
