// Builds a target only when its outputs are missing or its inputs have changed since the last build: the stamp
// keeps the fingerprint of the inputs the outputs were built from.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from './build-fingerprint.mjs';
import { withBuildLock } from './build-lock.mjs';

/**
 * @typedef {object} BuildTarget
 * @property {string} name
 * @property {readonly string[]} inputs   files and folders (relative to the root) whose content the outputs depend on
 * @property {readonly string[]} outputs  files or folders that must exist for the build to count as done
 * @property {(root: string) => Promise<unknown>} build
 */

/**
 * Builds `target` unless its stamp matches the current inputs and its outputs exist. Processes started together
 * wait for one build instead of each doing it.
 * @param {BuildTarget} target
 * @param {{ root: string, stampDir: string }} where
 * @returns {Promise<{ built: boolean }>}
 */
export async function ensureFresh(target, { root, stampDir }) {
  const stampFile = join(stampDir, `${target.name}.stamp`);
  const upToDate = (/** @type {string} */ inputs) =>
    target.outputs.every((output) => existsSync(join(root, output))) && readStamp(stampFile) === inputs;
  if (upToDate(fingerprint(root, target.inputs))) return { built: false };
  return withBuildLock(join(stampDir, `${target.name}.lock`), async () => {
    const inputs = fingerprint(root, target.inputs);
    // Another process may have built it while this one waited for the lock.
    if (upToDate(inputs)) return { built: false };
    // Gone first: a build stopped half-way must not leave outputs that look finished.
    rmSync(stampFile, { force: true });
    await target.build(root);
    writeStamp(stampFile, inputs);
    return { built: true };
  });
}

/** @param {string} file */
function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Written aside and renamed into place: never half a stamp, and never through a hard link into another checkout.
 * @param {string} file
 * @param {string} value
 */
function writeStamp(file, value) {
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, `${value}\n`);
  renameSync(temporary, file);
}
