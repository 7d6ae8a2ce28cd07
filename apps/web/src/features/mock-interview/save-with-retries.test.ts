import { describe, expect, it } from 'vitest';
import { withRetries } from './save-with-retries.ts';

describe('withRetries', () => {
  it('retries until success and waits longer each time', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await withRetries(async () => {
      calls += 1;
      if (calls < 3) throw new Error('flaky');
      return 'ok';
    }, 3, 100, async (ms) => void waits.push(ms));
    expect(value).toBe('ok');
    expect(waits).toEqual([100, 200]);
  });

  it('rethrows the last failure after the last attempt', async () => {
    let calls = 0;
    await expect(withRetries(async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    }, 2, 1, async () => {})).rejects.toThrow('fail 2');
  });
});
