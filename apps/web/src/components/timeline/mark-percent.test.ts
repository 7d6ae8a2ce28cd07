import { describe, expect, it } from 'vitest';
import { markPercent } from './mark-percent.ts';

describe('markPercent', () => {
  it('places a time proportionally between the first and last measurement', () => {
    expect(markPercent(0, 0, 40)).toBe(0);
    expect(markPercent(10, 0, 40)).toBe(25);
    expect(markPercent(30, 10, 50)).toBe(50);
  });

  it('keeps times outside the timeline at its ends', () => {
    expect(markPercent(90, 0, 40)).toBe(100);
    expect(markPercent(2, 5, 40)).toBe(0);
  });

  it('puts everything at the start of a timeline with no length', () => {
    expect(markPercent(3, 5, 5)).toBe(0);
    expect(markPercent(3, 5, 1)).toBe(0);
  });
});
