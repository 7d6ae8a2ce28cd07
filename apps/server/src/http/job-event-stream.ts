import type { ServerResponse } from 'node:http';
import { PROGRESS_EVENT, PROGRESS_HEARTBEAT_MS } from '@rehearse/contract/progress-events';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ProgressSignals } from '../shared/progress-signals.ts';
import { onHttpDrain } from './http-drain.ts';

/** How often an open stream reads its job's row again when no signal came: a job run by another process signals nothing here. */
export const PROGRESS_WATCH_MS = 2000;
/** Reads of one stream are at least this far apart however often its job signals: signals in between make one read. */
const MIN_READ_GAP_MS = 500;

export interface JobEventStreamOptions<T> {
  /** The state already read (and authorised) before the stream opens: sent first. */
  first: T;
  /** Reads the state again, as the status endpoint answers it; a throw (the job was deleted) ends the stream. */
  read: () => Promise<T>;
  /** The job has an outcome: the state is sent and the stream ends. */
  settled: (state: T) => boolean;
  /** The signal topics whose publication means the state may have changed (may grow as the state names more). */
  topics: (state: T) => readonly string[];
  signals: ProgressSignals;
  watchMs?: number;
  heartbeatMs?: number;
}

/** A wake-up that can be pulled before anyone waits for it: a signal during a read is not lost. */
function wakeable() {
  let pending = false;
  let wake: (() => void) | null = null;
  return {
    pull(): void {
      pending = true;
      wake?.();
    },
    /** Resolves at the next pull (at once when one is pending) or after `ms`. */
    wait(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          pending = false;
          resolve();
        }
        wake = done;
      });
    },
  };
}

/**
 * Server-sent events of one job: its state (the status endpoint's JSON) each time it changes, then the end once
 * settled. Woken at once by this process's progress signals, and reads the row every `watchMs` besides, for jobs
 * another process runs. A comment line every `heartbeatMs` while nothing changes. Everything it holds (signal
 * listeners, timers) is let go when the client leaves, the job settles, or the server begins to drain.
 */
export function jobEventStream<T>(c: Context, options: JobEventStreamOptions<T>): Response {
  const watchMs = options.watchMs ?? PROGRESS_WATCH_MS;
  const heartbeatMs = options.heartbeatMs ?? PROGRESS_HEARTBEAT_MS;
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const wake = wakeable();
    const listening = new Map<string, () => void>();
    let ended = false;
    const end = () => {
      ended = true;
      wake.pull();
    };
    stream.onAbort(end);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const stopDrainWatch = outgoing ? onHttpDrain(outgoing, end) : () => {};
    try {
      let state = options.first;
      let sent = '';
      let lastWriteAt = Date.now();
      let lastReadAt = Date.now();
      while (!ended && !stream.aborted) {
        for (const topic of options.topics(state)) if (!listening.has(topic)) listening.set(topic, options.signals.subscribe(topic, wake.pull));
        const text = JSON.stringify(state);
        if (text !== sent) {
          await stream.writeSSE({ event: PROGRESS_EVENT, data: text });
          sent = text;
          lastWriteAt = Date.now();
        }
        if (options.settled(state)) break;
        await wake.wait(Math.min(watchMs, heartbeatMs));
        if (ended || stream.aborted) break;
        if (Date.now() - lastWriteAt >= heartbeatMs) {
          await stream.write(': heartbeat\n\n');
          lastWriteAt = Date.now();
        }
        const sinceRead = Date.now() - lastReadAt;
        if (sinceRead < MIN_READ_GAP_MS) await new Promise((resolve) => setTimeout(resolve, MIN_READ_GAP_MS - sinceRead));
        if (ended || stream.aborted) break;
        lastReadAt = Date.now();
        try {
          state = await options.read();
        } catch {
          break;
        }
      }
    } finally {
      stopDrainWatch();
      for (const stop of listening.values()) stop();
      listening.clear();
    }
  });
}
