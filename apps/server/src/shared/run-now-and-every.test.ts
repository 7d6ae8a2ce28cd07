import { afterEach, describe, expect, it, vi } from 'vitest';
import { runNowAndEvery } from './run-now-and-every.ts';

describe('runNowAndEvery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs now and at every interval, reports failures without stopping, and stops when asked', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = runNowAndEvery(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('second run failed');
      },
      1000,
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('second run failed')]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
