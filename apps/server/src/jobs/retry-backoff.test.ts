import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base with each failed attempt', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000, 60_000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops growing at the cap, even for absurd attempt counts', () => {
    expect(retryDelayMs(10, 1000, 60_000)).toBe(60_000);
    expect(retryDelayMs(5000, 1000, 60_000)).toBe(60_000);
  });

  it('never goes below the base for a nonsensical attempt number', () => {
    expect(retryDelayMs(0, 500, 60_000)).toBe(500);
  });
});
