import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'run-parallel.mjs');

function runParallel(commands: string[], jobs: number) {
  const run = spawnSync(process.execPath, [SCRIPT, ...commands], { encoding: 'utf8', env: { ...process.env, PARALLEL_JOBS: String(jobs) } });
  return { code: run.status, stdout: run.stdout };
}

describe('run-parallel', () => {
  it('runs every command, prints each output whole under its header, and exits 0 when all pass', () => {
    const run = runParallel(['echo one; echo two', 'echo three >&2'], 2);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✓ echo one; echo two \(\d+\.\d s\)\none\ntwo\n/);
    expect(run.stdout).toMatch(/✓ echo three >&2 \(\d+\.\d s\)\nthree\n/);
  });

  it('still runs the others when one fails, names the failure and exits 1', () => {
    const run = runParallel(['echo broken; exit 3', 'echo fine'], 1);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ echo broken; exit 3 \(\d+\.\d s, exit 3\)\nbroken\n/);
    expect(run.stdout).toContain('✓ echo fine');
  });

  it('starts no more than PARALLEL_JOBS at once', () => {
    // With one lane the second command starts only after the first has slept and read the clock.
    const run = runParallel(['sleep 0.2; date +%s%N', 'date +%s%N'], 1);
    const [first, second] = run.stdout.split('\n').filter((line) => /^\d+$/.test(line)).map(BigInt);
    expect(second! > first!).toBe(true);
  });
});
