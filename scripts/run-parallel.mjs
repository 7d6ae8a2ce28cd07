#!/usr/bin/env node
// Runs the shell commands given as arguments side by side, at most one per core (PARALLEL_JOBS overrides),
// in the order given, and prints each one's output whole when it ends, so logs do not interleave.
// Exits 1 once all have ended if any failed. `npm test` runs its checks that need no server (lint, the
// typecheck projects, the web build) this way: each is one single-threaded process, so on CI's two cores
// they take half the time together.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const limit = Math.max(1, Number(process.env.PARALLEL_JOBS) || availableParallelism());

/** @param {string} command @returns {Promise<boolean>} */
function run(command) {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${command} (${seconds} s${ok ? '' : `, ${signal ?? `exit ${code}`}`})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const queue = [...commands];
/** @type {boolean[]} */
const results = [];
async function lane() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) results.push(await run(command));
}
await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, lane));
process.exit(results.every(Boolean) ? 0 : 1);
