import { describe, expect, it } from 'vitest';
import { voicedTime } from './voiced-time.ts';

describe('voicedTime', () => {
  it('bridges gaps shorter than 0.3 s between words and not longer ones', () => {
    const words = [
      { start: 0.5, end: 0.9 },
      { start: 1.1, end: 1.5 }, // 0.2 s gap: one phrase
      { start: 2.5, end: 3.0 }, // 1 s gap: a pause
    ];
    expect(voicedTime(words)).toBeCloseTo(1.0 + 0.5, 6);
  });

  it('counts overlapping spans once, in any order, and ignores empty ones', () => {
    expect(voicedTime([{ start: 2, end: 3 }, { start: 0, end: 1 }, { start: 0.5, end: 0.8 }, { start: 5, end: 5 }])).toBeCloseTo(2, 6);
  });

  it('is 0 without words', () => {
    expect(voicedTime([])).toBe(0);
  });

  it('bridges with the threshold it is given', () => {
    expect(voicedTime([{ start: 0, end: 1 }, { start: 1.5, end: 2 }], 0.6)).toBeCloseTo(2, 6);
  });
});
