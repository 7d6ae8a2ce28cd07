import { frameEyeContact } from './eye-contact.ts';
import type { FrameFacts } from './frame-facts.ts';

export interface VideoSecond {
  t: number;
  face_present: boolean | null;
  eye_contact: number | null;
}

/**
 * One entry per second of media (the last, partial second included). A second shows a face
 * when at least half of its frames do; both values are null for a second with no frames.
 */
export function perSecondTimeline(frames: readonly Pick<FrameFacts, 't' | 'face'>[], mediaDuration: number): VideoSecond[] {
  const seconds = Math.max(0, Math.ceil(mediaDuration - 1e-9));
  const buckets = Array.from({ length: seconds }, () => ({ frames: 0, faces: 0, contact: 0 }));
  for (const frame of frames) {
    const bucket = buckets[Math.floor(frame.t)];
    if (!bucket) continue;
    bucket.frames += 1;
    if (frame.face) bucket.faces += 1;
    bucket.contact += frameEyeContact(frame.face);
  }
  return buckets.map((bucket, t) =>
    bucket.frames === 0
      ? { t, face_present: null, eye_contact: null }
      : { t, face_present: bucket.faces * 2 >= bucket.frames, eye_contact: Math.round((bucket.contact / bucket.frames) * 1000) / 1000 },
  );
}
