import { describe, expect, it } from 'vitest';
import { band, formatChange, formatScore, formatTimestamp } from './coach-format.ts';

describe('coach figures', () => {
  it('formats time stamps as m:ss', () => {
    expect(formatTimestamp(75.4)).toBe('1:15');
    expect(formatTimestamp(5)).toBe('0:05');
  });

  it('formats scores, changes and bands', () => {
    expect(formatScore(80.64)).toBe('80.6%');
    expect(formatScore(null)).toBe('not measured');
    expect(formatChange(-1.05)).toBe('−1.1 points');
    expect(band(80)).toBe('strong');
    expect(band(79.9)).toBe('solid, with room to improve');
    expect(band(59)).toBe('a clear focus area');
  });
});
