import { describe, expect, it } from 'vitest';
import { eyeContactFromShare, stretchEyeContact } from './eye-contact-figure.ts';

describe('eye-contact figure', () => {
  it('is full at the conversational share and proportional below it', () => {
    expect(eyeContactFromShare(0.7)).toBe(1);
    expect(eyeContactFromShare(0.95)).toBe(1);
    expect(eyeContactFromShare(0.35)).toBeCloseTo(0.5);
  });

  it('weighs each second of a stretch by its frames with a face, and leaves out seconds without one', () => {
    const points = [
      { eye_contact: 0.7, face_present: true, face_frames: 2 },
      { eye_contact: 0.1, face_present: false, face_frames: 1 },
      { eye_contact: null, face_present: false, face_frames: 0 },
    ];
    expect(stretchEyeContact(points)).toBeCloseTo((0.7 * 2 + 0.1) / 3 / 0.7);
    expect(stretchEyeContact([{ eye_contact: null, face_present: false, face_frames: 0 }])).toBeNull();
  });

  it('reads a result stored before face_frames by its seconds with the face present', () => {
    expect(stretchEyeContact([{ eye_contact: 0.35, face_present: true }, { eye_contact: 0, face_present: false }])).toBeCloseTo(0.5);
  });
});
