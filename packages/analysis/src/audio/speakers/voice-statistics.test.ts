import { describe, expect, it } from 'vitest';
import { addFrame, combined, deltaBic, emptyStatistics, MAX_EFFECTIVE_FRAMES } from './voice-statistics.ts';

function voice(mean: number, frames: number, seed: number) {
  const statistics = emptyStatistics(2);
  let x = seed;
  for (let k = 0; k < frames; k++) {
    x = (x * 16807) % 2147483647; // a repeatable pseudo-random spread
    const noise = (x / 2147483647 - 0.5) * 2;
    addFrame(statistics, [mean + noise, k % 2 === 0 ? mean - noise : null]);
  }
  return statistics;
}

describe('voice statistics', () => {
  it('counts each dimension on its own, skipping values not measured', () => {
    const s = emptyStatistics(2);
    addFrame(s, [1, null]);
    addFrame(s, [3, Number.NaN]);
    addFrame(s, [2, 4]);
    expect(s.count).toEqual([3, 1]);
    expect(s.sum).toEqual([6, 4]);
    expect(s.sumSquares).toEqual([14, 16]);
  });

  it('merges by adding', () => {
    const a = voice(0, 10, 1);
    const b = voice(5, 20, 2);
    expect(combined(a, b).count).toEqual([30, 15]);
  });

  it('ΔBIC is negative for two stretches of one voice and positive for two different voices', () => {
    expect(deltaBic(voice(0, 300, 1), voice(0, 300, 2), 1)).toBeLessThan(0);
    expect(deltaBic(voice(0, 300, 1), voice(4, 300, 2), 1)).toBeGreaterThan(0);
  });

  it('a larger penalty weight makes a merge more likely', () => {
    const a = voice(0, 300, 1);
    const b = voice(0.3, 300, 2);
    expect(deltaBic(a, b, 10)).toBeLessThan(deltaBic(a, b, 1));
  });

  it('weighs each side as at most MAX_EFFECTIVE_FRAMES frames, so more of the same speech does not change the decision', () => {
    const exact = (frames: number, mean: number) => ({ count: [frames], sum: [frames * mean], sumSquares: [frames * (1 + mean * mean)] });
    const short = deltaBic(exact(MAX_EFFECTIVE_FRAMES, 0), exact(MAX_EFFECTIVE_FRAMES, 0.2), 1);
    expect(deltaBic(exact(100 * MAX_EFFECTIVE_FRAMES, 0), exact(100 * MAX_EFFECTIVE_FRAMES, 0.2), 1)).toBeCloseTo(short, 6);
  });

  it('ignores a dimension with too few frames on one side', () => {
    expect(deltaBic(voice(0, 3, 1), voice(9, 3, 2), 1)).toBe(0);
  });
});
