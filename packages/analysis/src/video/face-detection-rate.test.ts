import { describe, expect, it } from 'vitest';
import { faceDetectionRate } from './face-detection-rate.ts';

describe('faceDetectionRate', () => {
  it('is the share of frames with at least one face', () => {
    expect(faceDetectionRate([{ faceCount: 1 }, { faceCount: 0 }, { faceCount: 2 }, { faceCount: 0 }])).toBe(0.5);
  });
  it('is 1 and 0 at the extremes', () => {
    expect(faceDetectionRate([{ faceCount: 1 }, { faceCount: 1 }])).toBe(1);
    expect(faceDetectionRate([{ faceCount: 0 }])).toBe(0);
  });
  it('is null with no frames', () => {
    expect(faceDetectionRate([])).toBeNull();
  });
});
