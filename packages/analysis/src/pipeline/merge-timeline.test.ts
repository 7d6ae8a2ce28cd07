import { describe, expect, it } from 'vitest';
import { mergeTimeline } from './merge-timeline.ts';

describe('mergeTimeline', () => {
  it('one point per second, partial last second included, both sides joined by second', () => {
    const timeline = mergeTimeline(
      2.4,
      [
        { t: 0, face_present: true, eye_contact: 0.8, face_frames: 2 },
        { t: 1, face_present: false, eye_contact: null, face_frames: 0 },
        { t: 2, face_present: null, eye_contact: null, face_frames: 0 },
      ],
      [-20.5, null, -31],
    );
    expect(timeline).toEqual([
      { t: 0, face_present: true, eye_contact: 0.8, face_frames: 2, loudness_dbfs: -20.5 },
      { t: 1, face_present: false, eye_contact: null, face_frames: 0, loudness_dbfs: null },
      { t: 2, face_present: null, eye_contact: null, face_frames: 0, loudness_dbfs: -31 },
    ]);
  });

  it('fills null where a side has nothing (no audio stream, no video frames)', () => {
    expect(mergeTimeline(2, [], [])).toEqual([
      { t: 0, face_present: null, eye_contact: null, loudness_dbfs: null },
      { t: 1, face_present: null, eye_contact: null, loudness_dbfs: null },
    ]);
  });

  it('drops values past the media end', () => {
    expect(mergeTimeline(1, [{ t: 5, face_present: true, eye_contact: 1, face_frames: 2 }], [-10, -10, -10])).toHaveLength(1);
  });
});
