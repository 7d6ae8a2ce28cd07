import { describe, expect, it } from 'vitest';
import { perSecondTimeline } from './per-second-timeline.ts';
import { framesAt, lookingAtLens } from './synthetic-frames.ts';

describe('perSecondTimeline', () => {
  it('has one entry per second, the partial last one included', () => {
    expect(perSecondTimeline([], 2.4).map((s) => s.t)).toEqual([0, 1, 2]);
    expect(perSecondTimeline([], 3).map((s) => s.t)).toEqual([0, 1, 2]);
  });
  it('summarises the frames of each second, eye contact over the frames that show a face', () => {
    const frames = framesAt(2, [lookingAtLens(), lookingAtLens({ yaw: 60 }), null, null, lookingAtLens(), null]);
    expect(perSecondTimeline(frames, 3)).toEqual([
      { t: 0, face_present: true, eye_contact: 0.5, face_frames: 2 },
      { t: 1, face_present: false, eye_contact: null, face_frames: 0 },
      { t: 2, face_present: true, eye_contact: 1, face_frames: 1 },
    ]);
  });
  it('says null for seconds without frames', () => {
    expect(perSecondTimeline([], 1)).toEqual([{ t: 0, face_present: null, eye_contact: null, face_frames: 0 }]);
  });
});
