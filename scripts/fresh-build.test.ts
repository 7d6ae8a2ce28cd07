import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFresh } from './fresh-build.mjs';

/** A target in a temporary folder whose build copies `src/input.txt` to `out/output.txt` and counts its runs. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'rehearse-fresh-build-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/input.txt'), 'one');
  const runs = { count: 0, fail: false };
  const target = {
    name: 'sample',
    inputs: ['src'],
    outputs: ['out/output.txt'],
    build: async (dir: string) => {
      runs.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      mkdirSync(join(dir, 'out'), { recursive: true });
      writeFileSync(join(dir, 'out/output.txt'), 'built');
      if (runs.fail) throw new Error('the compiler broke');
    },
  };
  return { root, runs, target, where: { root, stampDir: join(root, 'stamps') } };
}

describe('ensureFresh', () => {
  it('builds when nothing was built, then does nothing while the inputs stay the same', async () => {
    const { runs, target, where } = fixture();
    expect(await ensureFresh(target, where)).toEqual({ built: true });
    expect(await ensureFresh(target, where)).toEqual({ built: false });
    expect(runs.count).toBe(1);
  });

  it('builds again when an input changes or an output is missing', async () => {
    const { root, runs, target, where } = fixture();
    await ensureFresh(target, where);
    writeFileSync(join(root, 'src/input.txt'), 'two');
    expect(await ensureFresh(target, where)).toEqual({ built: true });
    rmSync(join(root, 'out'), { recursive: true });
    expect(await ensureFresh(target, where)).toEqual({ built: true });
    expect(existsSync(join(root, 'out/output.txt'))).toBe(true);
    expect(runs.count).toBe(3);
  });

  it('builds once for callers that come at the same time; the others wait and find it built', async () => {
    const { runs, target, where } = fixture();
    const results = await Promise.all([ensureFresh(target, where), ensureFresh(target, where), ensureFresh(target, where)]);
    expect(results.filter((result) => result.built)).toHaveLength(1);
    expect(runs.count).toBe(1);
  });

  it('does not count a failed build as done, even when it left its outputs behind', async () => {
    const { runs, target, where } = fixture();
    await ensureFresh(target, where);
    writeFileSync(join(where.root, 'src/input.txt'), 'two');
    runs.fail = true;
    await expect(ensureFresh(target, where)).rejects.toThrow('the compiler broke');
    writeFileSync(join(where.root, 'src/input.txt'), 'one');
    runs.fail = false;
    expect(await ensureFresh(target, where)).toEqual({ built: true });
  });
});
