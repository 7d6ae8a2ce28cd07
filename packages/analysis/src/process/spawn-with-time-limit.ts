import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { MediaError } from '../media-error.ts';
import { tookTooLongMessage } from '../probe/media-error-messages.ts';
import type { TimeLimit } from './time-limit.ts';

export interface LimitedChild {
  child: ChildProcess;
  /**
   * The exit code once the child has closed. Rejects with a MediaError ('… took too long …') when it ran past
   * its limit, and with an Error when it could not be started.
   */
  closed: Promise<number>;
  /** Kills the child's whole process group: the program and anything it started. */
  killGroup(): void;
}

/**
 * Starts a program in its own process group (`detached`), so that when it runs past its time limit — or its
 * consumer gives up — one signal to the group ends it and every process it started (a wrapper script's ffmpeg,
 * say), rather than leaving orphans that hold a core and the pipes.
 */
export function spawnWithTimeLimit(
  command: string,
  args: readonly string[],
  options: { stdio: StdioOptions; limit: TimeLimit | null },
): LimitedChild {
  const child = spawn(command, args, { stdio: options.stdio, detached: true });
  const killGroup = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group has already gone.
    }
  };
  let timedOut = false;
  const timer = options.limit
    ? setTimeout(() => {
        timedOut = true;
        killGroup();
      }, options.limit.ms)
    : null;
  const closed = new Promise<number>((resolve, reject) => {
    child.once('error', (error) => {
      if (timer) clearTimeout(timer);
      reject(new Error(`could not run ${command}: ${error.message}`, { cause: error }));
    });
    child.once('close', (code) => {
      if (timer) clearTimeout(timer);
      if (timedOut && options.limit) reject(new MediaError(tookTooLongMessage(options.limit.task, options.limit.ms)));
      else resolve(code ?? 1);
    });
  });
  // Callers await `closed` after reading the output; this only keeps an early failure from being reported unhandled.
  closed.catch(() => undefined);
  return { child, closed, killGroup };
}
