import { describe, expect, it } from 'vitest';
import { averageEngagementScore, ENGAGEMENT_WEIGHTS, expressiveness, headMovementSpeed, percentileSpread } from './engagement.ts';
import { framesAt, lookingAtLens } from './synthetic-frames.ts';

/** A face whose yaw swings ±amplitude and whose mouth opens and closes, frame by frame. */
function talking(count: number, yawAmplitude: number, mouthSwing: number) {
  return Array.from({ length: count }, (_, i) =>
    lookingAtLens({ yaw: i % 2 === 0 ? yawAmplitude : -yawAmplitude, mouthOpening: 0.01 + (i % 2 === 0 ? mouthSwing : 0), browRaise: 0.1 + (i % 3) * 0.02 }),
  );
}

describe('headMovementSpeed', () => {
  it('is degrees of head-angle change per second between neighbouring frames', () => {
    // yaw 0 → 5 → 0 at 2 fps: 5° per 0.5 s = 10 °/s.
    const frames = framesAt(2, [lookingAtLens({ yaw: 0 }), lookingAtLens({ yaw: 5 }), lookingAtLens({ yaw: 0 })]);
    expect(headMovementSpeed(frames)).toBeCloseTo(10);
  });
  it('skips pairs across a frame with no face', () => {
    const frames = framesAt(2, [lookingAtLens({ yaw: 0 }), null, lookingAtLens({ yaw: 40 }), lookingAtLens({ yaw: 40 })]);
    expect(headMovementSpeed(frames)).toBe(0);
  });
  it('caps a single glitch', () => {
    const frames = framesAt(2, [lookingAtLens({ yaw: -80 }), lookingAtLens({ yaw: 80 })]);
    expect(headMovementSpeed(frames)).toBe(90);
  });
  it('is null without two neighbouring faces', () => {
    expect(headMovementSpeed(framesAt(2, [lookingAtLens(), null]))).toBeNull();
  });
});

describe('percentileSpread', () => {
  it('is the 90th minus the 10th percentile', () => {
    expect(percentileSpread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
  it('ignores one odd value among many', () => {
    expect(percentileSpread([...Array.from({ length: 19 }, () => 0.1), 0.5])).toBe(0);
  });
});

describe('expressiveness', () => {
  it('ignores a single odd frame (model noise)', () => {
    const faces = Array.from({ length: 20 }, (_, i) => lookingAtLens(i === 0 ? { mouthOpening: 0.2, browRaise: 0.2 } : {}));
    expect(expressiveness(framesAt(2, faces))).toBe(0);
  });
  it('is 0 for a frozen face and rises with mouth and brow movement', () => {
    expect(expressiveness(framesAt(2, [lookingAtLens(), lookingAtLens(), lookingAtLens()]))).toBe(0);
    expect(expressiveness(framesAt(2, talking(12, 0, 0.02)))).toBe(0.5); // brows move, mouth within noise
    expect(expressiveness(framesAt(2, talking(12, 0, 0.07)))).toBe(1);
  });
  it('is null with fewer than two faces', () => {
    expect(expressiveness(framesAt(2, [lookingAtLens(), null]))).toBeNull();
  });
});

describe('averageEngagementScore', () => {
  it('scores a present, moving, expressive face higher than a frozen one', () => {
    const lively = averageEngagementScore(framesAt(2, talking(12, 3, 0.07))) ?? 0;
    const frozen = averageEngagementScore(framesAt(2, Array.from({ length: 12 }, () => lookingAtLens()))) ?? 1;
    expect(frozen).toBeCloseTo(ENGAGEMENT_WEIGHTS.presence);
    expect(lively).toBeGreaterThan(0.9);
  });
  it('marks fidgeting down', () => {
    // yaw swings 50° every half second = 100 °/s, capped at 90: beyond the fidgeting limit.
    const fidgety = averageEngagementScore(framesAt(2, talking(12, 25, 0.07))) ?? 1;
    const calm = averageEngagementScore(framesAt(2, talking(12, 3, 0.07))) ?? 0;
    expect(fidgety).toBeLessThan(calm - 0.2);
  });
  it('counts absence against presence', () => {
    const half = framesAt(2, [...talking(6, 3, 0.07), null, null, null, null, null, null]);
    const full = framesAt(2, talking(12, 3, 0.07));
    expect(averageEngagementScore(half) ?? 1).toBeLessThan(averageEngagementScore(full) ?? 0);
  });
  it('is null with no frames, or a single face to judge by', () => {
    expect(averageEngagementScore([])).toBeNull();
    expect(averageEngagementScore(framesAt(2, [lookingAtLens(), null, null]))).toBeNull();
  });
});
