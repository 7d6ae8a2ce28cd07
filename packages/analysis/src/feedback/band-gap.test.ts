import { describe, expect, it } from 'vitest';
import { PACE_BAND } from '../audio/scores/pace.ts';
import { bandGap } from './band-gap.ts';

describe('bandGap', () => {
  it('is 0 inside the band and grows to 1 at its zero', () => {
    expect(bandGap(140, PACE_BAND)).toBe(0);
    expect(bandGap(100, PACE_BAND)).toBeCloseTo(0.3, 10);
    expect(bandGap(40, PACE_BAND)).toBe(1);
    expect(bandGap(220, PACE_BAND)).toBeCloseTo(0.65, 10);
  });
});
