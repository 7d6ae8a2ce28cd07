import { describe, expect, it } from 'vitest';
import { movingTypeTokenRatio } from './moving-type-token-ratio.ts';

describe('movingTypeTokenRatio', () => {
  it('is null under one window and 1 for all-distinct words', () => {
    expect(movingTypeTokenRatio(['a', 'b'], 3)).toBeNull();
    expect(movingTypeTokenRatio(['a', 'b', 'c', 'd'], 3)).toBe(1);
  });
  it('averages the distinct share over every window', () => {
    // windows: a b a (2/3), b a a (2/3), a a c (2/3)
    expect(movingTypeTokenRatio(['a', 'b', 'a', 'a', 'c'], 3)).toBeCloseTo(2 / 3);
  });
  it('does not fall with length for the same kind of text, unlike the plain ratio', () => {
    const sentence = 'one two three four five six seven eight nine ten'.split(' ');
    const short = Array.from({ length: 6 }, () => sentence).flat();
    const long = Array.from({ length: 30 }, () => sentence).flat();
    expect(movingTypeTokenRatio(short, 50)).toBeCloseTo(movingTypeTokenRatio(long, 50)!, 5);
  });
});
