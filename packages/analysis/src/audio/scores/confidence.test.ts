import { describe, expect, it } from 'vitest';
import { confidenceScore } from './confidence.ts';
import { paceScore } from './pace.ts';

describe('confidence score', () => {
  it('is full for a clear level, conversational pace, no long pauses or fillers', () => {
    expect(confidenceScore({ meanDbfs: -20, wordsPerMinute: 140, longPausesPerMinute: 0, fillersPerMinute: 1 })).toBe(100);
  });

  it('drops for quiet, slow, halting speech', () => {
    const score = confidenceScore({ meanDbfs: -40, wordsPerMinute: 80, longPausesPerMinute: 2, fillersPerMinute: 10 });
    expect(score).toBe(Math.round((0.35 * 30 + 0.25 * 42 + 0.2 * 20 + 0.2 * 20) * 10) / 10);
  });

  it('has a pace band of 120–160 WPM', () => {
    expect(paceScore(120)).toBe(100);
    expect(paceScore(160)).toBe(100);
    expect(paceScore(100)).toBe(70);
    expect(paceScore(190)).toBe(70);
    expect(paceScore(null)).toBeNull();
  });

  it('is null without a speech level', () => {
    expect(confidenceScore({ meanDbfs: null, wordsPerMinute: 140, longPausesPerMinute: 0, fillersPerMinute: 0 })).toBeNull();
  });
});
