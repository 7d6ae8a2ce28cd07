// One build at a time per target on a machine: API instances and workers started together (systemd starts
// units in parallel) would otherwise compile into the same folder at once and read each other's half-written files.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';

const POLL_MS = 100;
/** A build that stopped refreshing its lock this long ago has died (proper-lockfile refreshes it at half this). */
const STALE_MS = 10_000;

/**
 * Runs `task` holding the lock `path` (proper-lockfile: a directory made atomically, its mtime refreshed while
 * held). A lock whose build was killed half-way is taken over once stale; a live one is waited for, however long
 * its build takes.
 * @template T
 * @param {string} path
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withBuildLock(path, task) {
  mkdirSync(dirname(path), { recursive: true });
  const release = await acquire(path);
  try {
    return await task();
  } finally {
    await release();
  }
}

/** @param {string} path */
async function acquire(path) {
  for (;;) {
    // A plain file at the lock's name is a pid file no proper-lockfile holder makes: nobody holds it.
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) rmSync(path, { force: true });
    try {
      return await lockfile.lock(path, { lockfilePath: path, realpath: false, stale: STALE_MS });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
      await sleep(POLL_MS);
    }
  }
}
