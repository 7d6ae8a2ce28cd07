import { describe, expect, it } from 'vitest';
import { trapezoidScore } from './trapezoid-score.ts';

const band = { zeroBelow: 0, fullFrom: 10, fullTo: 20, zeroAbove: 40 };

describe('trapezoidScore', () => {
  it('is 1 inside the full band, edges included', () => {
    expect(trapezoidScore(10, band)).toBe(1);
    expect(trapezoidScore(15, band)).toBe(1);
    expect(trapezoidScore(20, band)).toBe(1);
  });
  it('ramps linearly on both sides', () => {
    expect(trapezoidScore(5, band)).toBeCloseTo(0.5);
    expect(trapezoidScore(30, band)).toBeCloseTo(0.5);
  });
  it('is 0 at and beyond the zero points', () => {
    expect(trapezoidScore(0, band)).toBe(0);
    expect(trapezoidScore(-3, band)).toBe(0);
    expect(trapezoidScore(40, band)).toBe(0);
    expect(trapezoidScore(99, band)).toBe(0);
  });
  it('handles a one-sided band with infinite ends', () => {
    const atMost = { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 12, zeroAbove: 30 };
    expect(trapezoidScore(0, atMost)).toBe(1);
    expect(trapezoidScore(21, atMost)).toBeCloseTo(0.5);
  });
});
