import { readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` while holding `lockPath`, a file naming this process: the server and `npm run worker` processes on one
 * machine share DATA_DIR/models, and two writers of one `.part` file would interleave. While another living process
 * holds it, waits (polling); a lock left by a process that died is taken over.
 */
export async function withProcessFileLock<T>(lockPath: string, work: () => Promise<T>, signal?: AbortSignal, pollMs = 2_000): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockPath, 'utf8').catch(() => ''));
      if (!isAlive(holder)) {
        await rm(lockPath, { force: true });
        continue;
      }
      await sleep(pollMs, undefined, { signal });
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
