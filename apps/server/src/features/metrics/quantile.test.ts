import { describe, expect, it } from 'vitest';
import { quantile } from './quantile.ts';

describe('quantile', () => {
  it('interpolates between ranks and ignores input order', () => {
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 0], 0.95)).toBeCloseTo(9.5);
    expect(quantile([5], 0.95)).toBe(5);
    expect(quantile([1, 2, 3], 0)).toBe(1);
    expect(quantile([1, 2, 3], 1)).toBe(3);
  });

  it('answers null for no values and clamps q', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([1, 2], 7)).toBe(2);
    expect(quantile([1, 2], -1)).toBe(1);
  });
});
