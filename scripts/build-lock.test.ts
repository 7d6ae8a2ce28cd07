import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock.mjs';

describe('withBuildLock', () => {
  it('runs one task at a time and removes the lock afterwards', async () => {
    const lock = join(mkdtempSync(join(tmpdir(), 'rehearse-lock-')), 'locks', 'target.lock');
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      events.push(`${name} out`);
    };
    await Promise.all([withBuildLock(lock, task('a')), withBuildLock(lock, task('b'))]);
    // Either may take the lock first; the other enters only after the first has left.
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a process that has gone', async () => {
    const lock = join(mkdtempSync(join(tmpdir(), 'rehearse-lock-')), 'target.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lock, gone.stdout);
    expect(await withBuildLock(lock, async () => 'ran')).toBe('ran');
  });

  it('releases the lock when the task throws', async () => {
    const lock = join(mkdtempSync(join(tmpdir(), 'rehearse-lock-')), 'target.lock');
    await expect(withBuildLock(lock, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(existsSync(lock)).toBe(false);
  });
});
