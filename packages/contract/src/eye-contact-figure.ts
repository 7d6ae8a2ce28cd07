import type { TimelinePoint } from './analysis-result.ts';

/**
 * Conversation is not a stare: people look at a partner for roughly 60–75 % of the time (Argyle & Cook 1976), and
 * look away while thinking (Glenberg et al. 1998). Holding eye contact for this share of the frames earns the full score.
 */
export const EYE_CONTACT_TARGET_SHARE = 0.7;

/**
 * The eye-contact figure from the share of face-in-view frames looking at the lens: full at the target share. One
 * definition for every place that shows eye contact — the Video Performance card (the engine's
 * `average_eye_contact_score`), the timeline's seconds and the report's stretches (docs/SCORING-video.md).
 */
export function eyeContactFromShare(share: number): number {
  return Math.min(1, Math.max(0, share) / EYE_CONTACT_TARGET_SHARE);
}

/**
 * The eye-contact figure of a stretch of the timeline: the mean eye contact over the face-in-view frames of its seconds
 * (each second weighed by its frames with a face), scored as the whole recording's. Null when the face was never in
 * view. A result stored before `face_frames` counts each second the face was present as one (its seconds then also
 * counted frames without a face as no eye contact).
 */
export function stretchEyeContact(points: readonly Pick<TimelinePoint, 'eye_contact' | 'face_present' | 'face_frames'>[]): number | null {
  let frames = 0;
  let sum = 0;
  for (const point of points) {
    if (point.eye_contact === null) continue;
    const weight = point.face_frames ?? (point.face_present ? 1 : 0);
    frames += weight;
    sum += point.eye_contact * weight;
  }
  return frames === 0 ? null : eyeContactFromShare(sum / frames);
}
