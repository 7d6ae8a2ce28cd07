import { describe, expect, it } from 'vitest';
import { isScrolledToEnd } from './scrolled-to-end.ts';

describe('isScrolledToEnd', () => {
  it('is at its end when the last line shows, or nearly', () => {
    expect(isScrolledToEnd({ scrollTop: 212, clientHeight: 288, scrollHeight: 500 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 200, clientHeight: 288, scrollHeight: 500 })).toBe(true);
  });

  it('is at its end while everything fits', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 288, scrollHeight: 120 })).toBe(true);
  });

  it('is not when the reader scrolled back to an earlier line', () => {
    expect(isScrolledToEnd({ scrollTop: 40, clientHeight: 288, scrollHeight: 500 })).toBe(false);
  });
});
