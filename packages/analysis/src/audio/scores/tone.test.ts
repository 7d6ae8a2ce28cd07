import { describe, expect, it } from 'vitest';
import { toneScore } from './tone.ts';

describe('tone score', () => {
  it('is low for a monotone voice, full for lively variation, lower again for erratic pitch', () => {
    expect(toneScore(0.5)).toBe(12.5);
    expect(toneScore(2)).toBe(70);
    expect(toneScore(4)).toBe(100);
    expect(toneScore(8.5)).toBe(55);
    expect(toneScore(null)).toBeNull();
  });
});
