import { describe, expect, it } from 'vitest';
import { fillerRateScore } from './filler-rate.ts';
import { fluencyScore } from './fluency.ts';
import { longPauseScore } from './long-pauses.ts';
import { meanLengthOfRunScore } from './mean-length-of-run.ts';

describe('fluency score', () => {
  it('scores each part on its band', () => {
    expect(fillerRateScore(1)).toBe(100);
    expect(fillerRateScore(7.5)).toBe(40);
    expect(longPauseScore(0)).toBe(100);
    expect(longPauseScore(1.5)).toBe(40);
    expect(meanLengthOfRunScore(12)).toBe(100);
    expect(meanLengthOfRunScore(3.5)).toBe(30);
  });

  it('is full for connected speech without fillers or long pauses, low for halting speech', () => {
    expect(fluencyScore({ fillersPerMinute: 1, longPausesPerMinute: 0, syllablesPerRun: 14 })).toBe(100);
    expect(fluencyScore({ fillersPerMinute: 10, longPausesPerMinute: 2, syllablesPerRun: 3 })).toBe(
      Math.round((0.35 * 20 + 0.35 * 20 + 0.3 * (10 + 40 / 3)) * 10) / 10,
    );
  });

  it('uses what was measured and is null when nothing was', () => {
    expect(fluencyScore({ fillersPerMinute: null, longPausesPerMinute: 0, syllablesPerRun: 12 })).toBe(100);
    expect(fluencyScore({ fillersPerMinute: null, longPausesPerMinute: null, syllablesPerRun: null })).toBeNull();
  });
});
