import { describe, expect, it } from 'vitest';
import { fillersPerMinute, fillersWithinLimit } from './filler-rate.ts';

describe('fillers per minute', () => {
  it('counts per minute of the recording and judges at 2 a minute', () => {
    expect(fillersPerMinute(1, 21)).toBeCloseTo(2.86, 2);
    expect(fillersWithinLimit(1, 21)).toBe(false);
    expect(fillersWithinLimit(2, 60)).toBe(true);
    expect(fillersWithinLimit(0, 0)).toBe(true);
    expect(fillersPerMinute(3, 0)).toBeNull();
  });
});
