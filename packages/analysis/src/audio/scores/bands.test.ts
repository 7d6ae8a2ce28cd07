import { describe, expect, it } from 'vitest';
import { roundScore, scoreOnBand, weightedMean } from './bands.ts';

describe('score bands', () => {
  const band = [[0, 0], [10, 100], [20, 100], [30, 50]] as const;
  it('interpolates between corners and is flat outside them', () => {
    expect(scoreOnBand(-5, band)).toBe(0);
    expect(scoreOnBand(5, band)).toBe(50);
    expect(scoreOnBand(15, band)).toBe(100);
    expect(scoreOnBand(25, band)).toBe(75);
    expect(scoreOnBand(99, band)).toBe(50);
  });

  it('averages only what was measured', () => {
    expect(weightedMean([{ score: 80, weight: 1 }, { score: null, weight: 3 }, { score: 40, weight: 3 }])).toBe(50);
    expect(weightedMean([{ score: null, weight: 1 }])).toBeNull();
    expect(roundScore(101)).toBe(100);
    expect(roundScore(66.666)).toBe(66.7);
  });
});
