import { describe, expect, it } from 'vitest';
import { barWidth, formatDelta, formatPercent, formatScoreOrDash, fractionToPercent, scoreLevel } from './score-format.ts';

describe('score format', () => {
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

  it('formats percents with the given decimals', () => {
    expect(formatPercent(72.346, 2)).toBe('72.35%');
    expect(formatPercent(72.345, 1)).toBe('72.3%');
    expect(fractionToPercent(0.735)).toBeCloseTo(73.5);
  });

  it('hides deltas under 0.01 and shows others with one decimal', () => {
    expect(formatDelta(0.009)).toBeNull();
    expect(formatDelta(-0.005)).toBeNull();
    expect(formatDelta(null)).toBeNull();
    expect(formatDelta(0.01)).toEqual({ text: '0.0%', direction: 'up' });
    expect(formatDelta(-12.46)).toEqual({ text: '12.5%', direction: 'down' });
  });

  it('shows a dash for a score that was not measured, and 0 for a measured 0', () => {
    expect(formatScoreOrDash(null, 2)).toBe('—');
    expect(formatScoreOrDash(0, 2)).toBe('0.00%');
    expect(formatScoreOrDash(72.345, 1)).toBe('72.3%');
  });
});
