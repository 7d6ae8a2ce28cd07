import type { TimelinePoint } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { reportMoments } from './report-moments.ts';

const second = (t: number, faceFrames: number, eye: number | null): TimelinePoint => ({ t, face_present: faceFrames >= 1, eye_contact: eye, face_frames: faceFrames, loudness_dbfs: -20 });

describe('reportMoments', () => {
  it("gives each stretch the card's eye-contact measure: face-in-view frames only, full at the conversational share", () => {
    // 0–10 s: the face in view for 2 s, looking at the lens; 10–20 s: in view throughout, looking at the lens 61 % of frames.
    const timeline = [
      second(0, 2, 1),
      second(1, 2, 1),
      ...Array.from({ length: 8 }, (_, i) => second(2 + i, 0, null)),
      ...Array.from({ length: 10 }, (_, i) => second(10 + i, 2, 0.61)),
    ];
    const rows = reportMoments({ transcript: null, timeline, fillers: [] }).timeline.map((r) => r.text);
    // Not "20%" for the stretch the face left: that is face presence, said apart.
    expect(rows[0]).toBe('face in view 20% · eye contact 100% while in view');
    expect(rows[1]).toBe('face in view 100% · eye contact 87% while in view');
  });

  it('gives no eye-contact figure for a stretch the face never entered', () => {
    const rows = reportMoments({ transcript: null, timeline: Array.from({ length: 10 }, (_, t) => second(t, 0, null)), fillers: [] }).timeline;
    expect(rows[0]?.text).toBe('face in view 0%');
  });
});
