import { describe, expect, it } from 'vitest';
import { CONTENT_WEIGHTS, contentScore, FLAGGED_PART_MAX, POINTS_PER_FLAGGED_PART } from './content-score.ts';

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
  it('counts a flagged part at most FLAGGED_PART_MAX and takes POINTS_PER_FLAGGED_PART off for each', () => {
    const all = { structure: 100, specifics: 100, ownership: 100, hedging: 100, repetition: 100, length: 100, relevance: 100, vocabulary: 100 };
    expect(contentScore(all)).toBe(100);
    const oneFlag = contentScore({ ...all, repetition: 70 }, ['repetition'])!;
    expect(oneFlag).toBeCloseTo(100 - (100 - FLAGGED_PART_MAX) * CONTENT_WEIGHTS.repetition - POINTS_PER_FLAGGED_PART, 1);
    // One clear weakness, even on the lightest part, lands more than 20 points below a clean answer.
    expect(100 - oneFlag).toBeGreaterThan(20);
    expect(contentScore({ ...all, structure: 0, specifics: 0 }, ['structure', 'specifics', 'length', 'hedging', 'ownership', 'relevance', 'vocabulary'])).toBe(0);
  });
  it('counts only the share of the answer that answers after a slow start', () => {
    const all = { structure: 100, specifics: 100, ownership: 100, hedging: 100, repetition: 100, length: 100, relevance: 100, vocabulary: 100 };
    const mean = 100 - (100 - FLAGGED_PART_MAX) * CONTENT_WEIGHTS.length;
    expect(contentScore({ ...all, length: 40 }, ['length'], 0.25)).toBeCloseTo(mean * 0.75 - POINTS_PER_FLAGGED_PART, 1);
    expect(contentScore(all, [], 0)).toBe(100);
    expect(contentScore(all, [], 2)).toBe(0);
  });
});
