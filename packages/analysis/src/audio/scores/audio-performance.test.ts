import { describe, expect, it } from 'vitest';
import { AUDIO_WEIGHTS, audioPerformanceScore } from './audio-performance.ts';

describe('audio performance score', () => {
  it('weights sum to 1', () => {
    expect(Object.values(AUDIO_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('is the weighted mean of the sub-scores', () => {
    expect(audioPerformanceScore({ clarity: 100, fluency: 50, confidence: 80, volume: 60, tone: 40, articulation: 90 })).toBe(
      Math.round((0.2 * 100 + 0.2 * 50 + 0.15 * (80 + 60 + 40 + 90)) * 10) / 10,
    );
  });

  it('skips what was not measured, and is null when nothing was', () => {
    expect(audioPerformanceScore({ clarity: 80, fluency: null, confidence: null, volume: null, tone: null, articulation: null })).toBe(80);
    expect(audioPerformanceScore({ clarity: null, fluency: null, confidence: null, volume: null, tone: null, articulation: null })).toBeNull();
  });
});
