import { describe, expect, it } from 'vitest';
import { abortableSleep, withRetries } from './save-with-retries.ts';

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

describe('abortableSleep', () => {
  it('resolves after the wait, or rejects at once with an AbortError when aborted, clearing its timer', async () => {
    const controller = new AbortController();
    await expect(abortableSleep(1, controller.signal)).resolves.toBeUndefined();
    const waiting = abortableSleep(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(abortableSleep(1, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
