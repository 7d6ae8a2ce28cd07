import { describe, expect, it } from 'vitest';
import { articulationScore } from './articulation.ts';

describe('articulation score', () => {
  it('is full in the usual articulation-rate band and lower outside it', () => {
    expect(articulationScore(4.5)).toBe(100);
    expect(articulationScore(2)).toBe(25);
    expect(articulationScore(8)).toBe(40);
    expect(articulationScore(null)).toBeNull();
  });
});
