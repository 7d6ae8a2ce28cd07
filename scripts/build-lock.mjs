// One build at a time per target on a machine: API instances and workers started together (systemd starts
// units in parallel) would otherwise compile into the same folder at once and read each other's half-written files.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 100;

/**
 * Runs `task` holding the lock file `path`, which names our pid. A lock whose process has gone (a build
 * killed half-way) is taken over; a live one is waited for, however long its build takes.
 * @template T
 * @param {string} path
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withBuildLock(path, task) {
  mkdirSync(dirname(path), { recursive: true });
  while (!tryLock(path)) {
    const holder = lockHolder(path);
    if (holder === null || processAlive(holder)) await sleep(POLL_MS);
    // Re-read just before removing, so a waiter that took the lock over a moment ago keeps it.
    else if (lockHolder(path) === holder) rmSync(path, { force: true });
  }
  try {
    return await task();
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * Creates the lock with our pid already in it: a hard link fails when the name exists, and a reader never
 * sees the lock without its pid.
 * @param {string} path
 */
function tryLock(path) {
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, path);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * The pid the lock names, or null when it vanished meanwhile (then simply try again).
 * @param {string} path
 */
function lockHolder(path) {
  try {
    return Number(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {number} pid */
function processAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
