import { describe, expect, it } from 'vitest';
import type { BodyFacts } from './frame-facts.ts';
import { averagePostureScore, framePostureScore } from './posture.ts';
import { frame, lookingAtLens } from './synthetic-frames.ts';

const level: BodyFacts = { score: 0.8, leftShoulder: [0.7, 0.8], rightShoulder: [0.3, 0.8] };

describe('framePostureScore', () => {
  it('is null when the body was not found', () => {
    expect(framePostureScore(frame(0, lookingAtLens()), 16 / 9)).toBeNull();
  });
  it('is full for level shoulders, upright head, centred, well framed', () => {
    expect(framePostureScore(frame(0, lookingAtLens(), { body: level }), 16 / 9)).toBe(1);
  });
  it('penalises tilted shoulders, measured in pixels not fractions', () => {
    // dy = 0.1 of the height, dx = 0.4 of the width: atan(0.1 / (0.4 × 16/9)) ≈ 8° on 16:9, 14° on 1:1.
    const tilted: BodyFacts = { score: 0.8, leftShoulder: [0.7, 0.9], rightShoulder: [0.3, 0.8] };
    const wide = framePostureScore(frame(0, null, { body: tilted }), 16 / 9);
    const square = framePostureScore(frame(0, null, { body: tilted }), 1);
    expect(wide).not.toBeNull();
    expect(square).not.toBeNull();
    expect(wide ?? 0).toBeLessThan(1);
    expect(square ?? 1).toBeLessThan(wide ?? 0);
  });
  it('penalises a rolled head, an off-centre face and a face too small or too close', () => {
    const base = framePostureScore(frame(0, lookingAtLens(), { body: level }), 16 / 9) ?? 0;
    for (const face of [
      lookingAtLens({ roll: 20 }),
      lookingAtLens({ box: [0.0, 0.2, 0.2, 0.3] }),
      lookingAtLens({ box: [0.45, 0.2, 0.05, 0.06] }),
      lookingAtLens({ box: [0.1, 0.0, 0.8, 0.95] }),
    ]) {
      expect(framePostureScore(frame(0, face, { body: level }), 16 / 9)).toBeLessThan(base);
    }
  });
  it('uses the shoulder midpoint for centring when the face is missing', () => {
    const offCentre: BodyFacts = { score: 0.8, leftShoulder: [1.0, 0.8], rightShoulder: [0.6, 0.8] };
    expect(framePostureScore(frame(0, null, { body: offCentre }), 16 / 9)).toBeLessThan(1);
  });
});

describe('averagePostureScore', () => {
  it('averages only frames where the body was found', () => {
    const frames = [
      frame(0, lookingAtLens(), { body: level }),
      frame(0.5, lookingAtLens({ roll: 40 }), { body: null }),
      frame(1, lookingAtLens(), { body: level }),
    ];
    expect(averagePostureScore(frames, 16 / 9)).toBe(1);
  });
  it('is null when the body was never found', () => {
    expect(averagePostureScore([frame(0, lookingAtLens())], 16 / 9)).toBeNull();
  });
});
