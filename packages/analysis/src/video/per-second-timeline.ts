import { frameEyeContact } from './eye-contact.ts';
import type { FrameFacts } from './frame-facts.ts';

export interface VideoSecond {
  t: number;
  face_present: boolean | null;
  /** Mean eye contact over the second's frames that show a face; null without one. */
  eye_contact: number | null;
  face_frames: number;
}

/**
 * One entry per second of media (the last, partial second included). A second shows a face when at least half of its
 * frames do; its eye contact is over the frames that show one, as the recording's figure is (eye-contact.ts), and
 * `face_frames` weighs it when seconds are joined into a stretch. Both values are null for a second with no frames.
 */
export function perSecondTimeline(frames: readonly Pick<FrameFacts, 't' | 'face'>[], mediaDuration: number): VideoSecond[] {
  const seconds = Math.max(0, Math.ceil(mediaDuration - 1e-9));
  const buckets = Array.from({ length: seconds }, () => ({ frames: 0, faces: 0, contact: 0 }));
  for (const frame of frames) {
    const bucket = buckets[Math.floor(frame.t)];
    if (!bucket) continue;
    bucket.frames += 1;
    if (!frame.face) continue;
    bucket.faces += 1;
    bucket.contact += frameEyeContact(frame.face);
  }
  return buckets.map((bucket, t) => ({
    t,
    face_present: bucket.frames === 0 ? null : bucket.faces * 2 >= bucket.frames,
    eye_contact: bucket.faces === 0 ? null : Math.round((bucket.contact / bucket.faces) * 1000) / 1000,
    face_frames: bucket.faces,
  }));
}
