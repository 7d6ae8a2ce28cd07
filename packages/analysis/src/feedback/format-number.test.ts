import { describe, expect, it } from 'vitest';
import { countOf, formatDecimal, formatPercent } from './format-number.ts';

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

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'pause')).toBe('1 pause');
    expect(countOf(0, 'pause')).toBe('0 pauses');
    expect(countOf(2, 'filler word')).toBe('2 filler words');
    expect(countOf(3, 'stretch', 'stretches')).toBe('3 stretches');
  });
});
