import { describe, expect, it } from 'vitest';
import { createProgressThrottle } from './progress-throttle.ts';

describe('createProgressThrottle', () => {
  it('writes every new stage, then only after the interval or a big enough step', () => {
    const shouldWrite = createProgressThrottle({ minIntervalMs: 1000, minStep: 5 });
    expect(shouldWrite('probe', 1, 0)).toBe(true);
    expect(shouldWrite('audio', 2, 10)).toBe(true);
    expect(shouldWrite('audio', 3, 20)).toBe(false);
    expect(shouldWrite('audio', 6, 30)).toBe(false);
    expect(shouldWrite('audio', 7, 40)).toBe(true);
    expect(shouldWrite('audio', 8, 1100)).toBe(true);
    expect(shouldWrite('audio', 8, 5000)).toBe(false);
    expect(shouldWrite('video', 8, 5001)).toBe(true);
  });
});
