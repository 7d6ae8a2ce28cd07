import { describe, expect, it } from 'vitest';
import { OVERALL_WEIGHTS, overallWeights, weightPercents } from './overall-weights.ts';

describe('overall weights', () => {
  it('weighs what was said most, then the voice, then the picture', () => {
    expect(OVERALL_WEIGHTS.content).toBeGreaterThan(OVERALL_WEIGHTS.audio);
    expect(OVERALL_WEIGHTS.audio).toBeGreaterThan(OVERALL_WEIGHTS.video);
    expect(OVERALL_WEIGHTS.video + OVERALL_WEIGHTS.audio + OVERALL_WEIGHTS.content).toBeCloseTo(1);
    expect(overallWeights({ video: true, audio: true, content: true })).toEqual({ video: 0.2, audio: 0.3, content: 0.5 });
  });

  it('renormalises over what was measured, and leaves unmeasured content out', () => {
    const audioAndContent = overallWeights({ video: false, audio: true, content: true });
    expect(audioAndContent.audio).toBeCloseTo(0.375);
    expect(audioAndContent.content).toBeCloseTo(0.625);
    const delivery = overallWeights({ video: true, audio: true, content: false });
    expect(delivery.video).toBeCloseTo(0.4);
    expect(delivery.audio).toBeCloseTo(0.6);
    expect(delivery.content).toBeUndefined();
  });

  it('gives the whole weight to the only measured side', () => {
    expect(overallWeights({ video: false, audio: true })).toEqual({ video: 0, audio: 1 });
    expect(overallWeights({ video: true, audio: false })).toEqual({ video: 1, audio: 0 });
  });

  it('weighs nothing when nothing was measured', () => {
    expect(overallWeights({ video: false, audio: false })).toEqual({ video: 0, audio: 0 });
  });
});

describe('weights as whole percents', () => {
  it('add up to 100', () => {
    expect(weightPercents(overallWeights({ video: false, audio: true, content: true }))).toEqual({ video: 0, audio: 38, content: 62 });
    expect(weightPercents(overallWeights({ video: true, audio: true, content: true }))).toEqual({ video: 20, audio: 30, content: 50 });
    expect(weightPercents({ video: 0.35, audio: 0.35, content: 0.3 })).toEqual({ video: 35, audio: 35, content: 30 });
    expect(weightPercents(overallWeights({ video: true, audio: true }))).toEqual({ video: 40, audio: 60 });
  });
});
