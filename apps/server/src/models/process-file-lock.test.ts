import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withProcessFileLock } from './process-file-lock.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('withProcessFileLock', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'process-file-lock-'));
    lockPath = join(dir, 'model.bin.lock');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the lock while the work runs and lets it go after, also when the work fails', async () => {
    expect(await withProcessFileLock(lockPath, async () => ({ held: await exists(lockPath) }))).toEqual({ held: true });
    expect(await exists(lockPath)).toBe(false);
    await expect(withProcessFileLock(lockPath, () => Promise.reject(new Error('download failed')))).rejects.toThrow('download failed');
    expect(await exists(lockPath)).toBe(false);
  });

  it('makes a second holder wait until the first is done', async () => {
    const order: string[] = [];
    const firstStarted = deferred();
    const finishFirst = deferred();
    const first = withProcessFileLock(lockPath, async () => {
      order.push('first starts');
      firstStarted.resolve();
      await finishFirst.promise;
      order.push('first ends');
    });
    await firstStarted.promise;
    const second = withProcessFileLock(
      lockPath,
      async () => {
        order.push('second starts');
      },
      { pollMs: 5 },
    );
    finishFirst.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('stops waiting when aborted', async () => {
    const finishFirst = deferred();
    const firstStarted = deferred();
    const first = withProcessFileLock(lockPath, async () => {
      firstStarted.resolve();
      await finishFirst.promise;
    });
    await firstStarted.promise;
    const abort = new AbortController();
    const second = withProcessFileLock(lockPath, () => Promise.resolve('ran'), { signal: abort.signal, pollMs: 5 });
    abort.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    finishFirst.resolve();
    await first;
  });

  it('takes over a lock its holder stopped refreshing, and a plain file left at its name', async () => {
    const longAgo = new Date(Date.now() - 120_000);
    await mkdir(lockPath);
    await utimes(lockPath, longAgo, longAgo);
    expect(await withProcessFileLock(lockPath, () => Promise.resolve('ran'))).toBe('ran');
    await writeFile(lockPath, '12345');
    await utimes(lockPath, longAgo, longAgo);
    expect(await withProcessFileLock(lockPath, () => Promise.resolve('ran again'))).toBe('ran again');
    expect(await exists(lockPath)).toBe(false);
  });

  it('aborts the work when the lock is taken from under it, then runs it again once the lock is back', async () => {
    let runs = 0;
    const result = await withProcessFileLock(
      lockPath,
      async (signal) => {
        runs += 1;
        if (runs > 1) return `done on run ${runs}`;
        // Another process judged this holder dead and took the lock away; the next refresh finds it gone.
        await rm(lockPath, { recursive: true });
        await new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
        return 'not reached';
      },
      { staleMs: 2_000, pollMs: 5 },
    );
    expect(result).toBe('done on run 2');
  });
});
