import { describe, expect, it } from 'vitest';
import { CONTENT_WEIGHTS, contentScore } from './content-score.ts';

const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };

describe('contentScore', () => {
  it('has weights that sum to 1', () => {
    expect(Object.values(CONTENT_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
  it('is null when no part was measured', () => {
    expect(contentScore(none)).toBeNull();
  });
  it('renormalises the weights over the measured parts', () => {
    expect(contentScore({ ...none, structure: 100, specifics: 0 })).toBe(55.6);
    expect(contentScore({ ...none, hedging: 70 })).toBe(70);
  });
});
