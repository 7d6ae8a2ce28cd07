import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent } from './format-number.ts';

describe('formatPercent', () => {
  it('rounds a fraction to a whole percentage', () => {
    expect(formatPercent(0.384)).toBe('38%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('formatDecimal', () => {
  it('rounds and drops trailing zeros', () => {
    expect(formatDecimal(4)).toBe('4');
    expect(formatDecimal(4.26)).toBe('4.3');
    expect(formatDecimal(-27.449, 1)).toBe('-27.4');
    expect(formatDecimal(0.00349, 2)).toBe('0');
  });
});
