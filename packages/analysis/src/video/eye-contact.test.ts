import { describe, expect, it } from 'vitest';
import { EYE_CONTACT_TARGET_SHARE, stretchEyeContact } from '@rehearse/contract/eye-contact-figure';
import { averageEyeContactScore, frameEyeContact } from './eye-contact.ts';
import { perSecondTimeline } from './per-second-timeline.ts';
import { framesAt, lookingAtLens } from './synthetic-frames.ts';

describe('frameEyeContact', () => {
  it('is full for a frontal face looking into the lens', () => {
    expect(frameEyeContact(lookingAtLens())).toBe(1);
  });
  it('is 0 without a face', () => {
    expect(frameEyeContact(null)).toBe(0);
  });
  it('still counts a gaze slightly below the lens', () => {
    expect(frameEyeContact(lookingAtLens({ pitch: 20 }))).toBe(1);
  });
  it('is stricter upwards than downwards', () => {
    const up = frameEyeContact(lookingAtLens({ pitch: -12 }));
    const down = frameEyeContact(lookingAtLens({ pitch: 28 }));
    expect(up).toBeLessThan(1);
    expect(down).toBeGreaterThan(up);
  });
  it('falls off as the head turns away, whichever side', () => {
    expect(frameEyeContact(lookingAtLens({ yaw: 21 }))).toBeCloseTo(0.5);
    expect(frameEyeContact(lookingAtLens({ yaw: -21 }))).toBeCloseTo(0.5);
    expect(frameEyeContact(lookingAtLens({ yaw: 45 }))).toBe(0);
  });
  it('drops when the eyes look aside even if the head faces the camera', () => {
    expect(frameEyeContact(lookingAtLens({ gazeStrength: 0.4 }))).toBe(0);
  });
  it('takes the weakest cue', () => {
    expect(frameEyeContact(lookingAtLens({ yaw: 21, pitch: 45 }))).toBe(0);
  });
});

describe('averageEyeContactScore', () => {
  it('gives full marks at the target share, not only at 100 %', () => {
    const frames = framesAt(2, Array.from({ length: 10 }, (_, i) => (i < 7 ? lookingAtLens() : lookingAtLens({ yaw: 60 }))));
    expect(EYE_CONTACT_TARGET_SHARE).toBe(0.7);
    expect(averageEyeContactScore(frames)).toBe(1);
  });
  it('scales below the target share', () => {
    const frames = framesAt(2, [lookingAtLens(), lookingAtLens({ yaw: 60 }), lookingAtLens({ yaw: 60 }), lookingAtLens({ yaw: 60 })]);
    expect(averageEyeContactScore(frames)).toBeCloseTo(0.25 / 0.7);
  });
  it('counts only the frames that show the face: time out of view is face presence, not eye contact', () => {
    const frames = framesAt(2, [lookingAtLens(), lookingAtLens({ yaw: 60 }), null, null, null, null]);
    expect(averageEyeContactScore(frames)).toBeCloseTo(0.5 / 0.7);
  });
  it('is null with no frames, or none with a face', () => {
    expect(averageEyeContactScore([])).toBeNull();
    expect(averageEyeContactScore(framesAt(2, [null, null]))).toBeNull();
  });
  it("is the figure the timeline's seconds give, joined as a stretch: one measure on the card, the timeline and the report", () => {
    // Face away for a stretch (as in a walk whose face left the frame for 8 s), looking at the lens or aside otherwise.
    const faces = Array.from({ length: 60 }, (_, i) => (i >= 24 && i < 40 ? null : i % 5 === 0 ? lookingAtLens({ yaw: 40 }) : i % 7 === 0 ? lookingAtLens({ yaw: 21 }) : lookingAtLens()));
    const frames = framesAt(2, faces);
    const seconds = perSecondTimeline(frames, 30);
    expect(stretchEyeContact(seconds)).toBeCloseTo(averageEyeContactScore(frames)!, 2);
    // The seconds without a face give no eye contact figure, not 0 %.
    expect(stretchEyeContact(seconds.slice(12, 20))).toBeNull();
  });
});
