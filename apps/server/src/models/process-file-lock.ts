import { rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';

/** A holder that has not refreshed its lock for this long is taken to have died (decision 062). */
export const LOCK_STALE_MS = 30_000;

export interface ProcessFileLockOptions {
  /** Stops waiting for the lock, and the work (shutdown). */
  signal?: AbortSignal;
  /** How often a waiter tries the lock again. */
  pollMs?: number;
  /** A lock not refreshed for this long is taken over (proper-lockfile refreshes it at half this). */
  staleMs?: number;
  /** Told each time the lock was found held by another process, before waiting to try again. */
  onBusy?: () => void;
}

/**
 * Runs `work` while holding the lock `lockPath` (proper-lockfile: a directory made atomically, its mtime refreshed
 * while held): the server and `npm run worker` processes, on one machine or sharing DATA_DIR/models, must never
 * write one `.part` file at once. While another process holds it, waits (polling, abortable); a lock its holder
 * stopped refreshing is taken over. `work` gets a signal that aborts with `signal` or when the lock is taken from
 * under it (its holder stalled past the stale time): it stops writing, waits for the lock again and runs again, so
 * it must be safe to repeat (a resumable download that first checks whether the file is done).
 */
export async function withProcessFileLock<T>(
  lockPath: string,
  work: (signal: AbortSignal) => Promise<T>,
  { signal, pollMs = 2_000, staleMs = LOCK_STALE_MS, onBusy }: ProcessFileLockOptions = {},
): Promise<T> {
  for (;;) {
    const lost = new AbortController();
    const release = await acquire(lockPath, lost, { signal, pollMs, staleMs, onBusy });
    try {
      return await work(signal ? AbortSignal.any([signal, lost.signal]) : lost.signal);
    } catch (error) {
      if (!lost.signal.aborted || signal?.aborted) throw error;
    } finally {
      if (!lost.signal.aborted) await release();
    }
  }
}

async function acquire(
  lockPath: string,
  lost: AbortController,
  { signal, pollMs, staleMs, onBusy }: { signal: AbortSignal | undefined; pollMs: number; staleMs: number; onBusy: (() => void) | undefined },
): Promise<() => Promise<void>> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      return await lock(lockPath, {
        lockfilePath: lockPath,
        realpath: false,
        stale: staleMs,
        onCompromised: (error) => lost.abort(error),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR') {
        // A stale plain file at the lock's name: no proper-lockfile holder makes one (a pid file does).
        await removeIfFile(lockPath);
        continue;
      }
      if (code !== 'ELOCKED') throw error;
      onBusy?.();
      await sleep(pollMs, undefined, { signal });
    }
  }
}

async function removeIfFile(path: string): Promise<void> {
  const found = await stat(path).catch(() => null);
  if (found?.isFile()) await rm(path, { force: true });
}
