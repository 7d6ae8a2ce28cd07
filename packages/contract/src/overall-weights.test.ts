import { describe, expect, it } from 'vitest';
import { overallWeights } from './overall-weights.ts';

describe('overall weights', () => {
  it('splits evenly when both sides were measured', () => {
    expect(overallWeights({ video: true, audio: true })).toEqual({ video: 0.5, audio: 0.5 });
  });

  it('gives the whole weight to the only measured side', () => {
    expect(overallWeights({ video: false, audio: true })).toEqual({ video: 0, audio: 1 });
    expect(overallWeights({ video: true, audio: false })).toEqual({ video: 1, audio: 0 });
  });

  it('weighs nothing when nothing was measured', () => {
    expect(overallWeights({ video: false, audio: false })).toEqual({ video: 0, audio: 0 });
  });
});

describe('overall weights with the answer content', () => {
  it('gives content its 30 % beside video and audio', () => {
    expect(overallWeights({ video: true, audio: true, content: true })).toEqual({ video: 0.35, audio: 0.35, content: 0.3 });
  });
  it('renormalises over what was measured, and leaves unmeasured content out', () => {
    const audioAndContent = overallWeights({ video: false, audio: true, content: true });
    expect(audioAndContent.audio).toBeCloseTo(0.35 / 0.65);
    expect(audioAndContent.content).toBeCloseTo(0.3 / 0.65);
    expect(overallWeights({ video: true, audio: true, content: false })).toEqual({ video: 0.5, audio: 0.5 });
  });
});
