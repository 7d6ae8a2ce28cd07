import { describe, expect, it } from 'vitest';
import { barWidth, fractionToPercent, scoreLevel } from './score-format.ts';

describe('score bands', () => {
  it('colours scores at the spec thresholds 80 and 60', () => {
    expect(scoreLevel(80)).toBe('good');
    expect(scoreLevel(79.99)).toBe('medium');
    expect(scoreLevel(60)).toBe('medium');
    expect(scoreLevel(59.9)).toBe('poor');
  });

  it('caps bars at 100 and floors at 0', () => {
    expect(barWidth(130)).toBe(100);
    expect(barWidth(-4)).toBe(0);
    expect(barWidth(42.5)).toBe(42.5);
    expect(barWidth(Number.NaN)).toBe(0);
  });

  it('reads fractions on the 0–100 scale', () => {
    expect(fractionToPercent(0.735)).toBeCloseTo(73.5);
  });
});
