import { MediaError } from '../media-error.ts';
import { tookTooLongMessage } from '../probe/media-error-messages.ts';
import type { TimeLimit } from './time-limit.ts';

/**
 * Waits for work running inside this process (a native addon's thread) for at most `limit`: past it, `stop` is asked
 * to end the work and the wait rejects with the same MediaError a child process past its limit gives. The work itself
 * may finish later; whatever it settles with then is ignored.
 */
export function settleWithinTimeLimit<T>(work: Promise<T>, limit: TimeLimit | null, stop: () => unknown): Promise<T> {
  if (!limit) return work;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new MediaError(tookTooLongMessage(limit.task, limit.ms)));
      Promise.resolve()
        .then(stop)
        .catch(() => undefined);
    }, limit.ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
