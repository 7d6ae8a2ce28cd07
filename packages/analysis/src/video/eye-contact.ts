import { eyeContactFromShare } from '@rehearse/contract/eye-contact-figure';
import type { FaceFacts, FrameFacts } from './frame-facts.ts';
import { trapezoidScore, type Band } from './trapezoid-score.ts';

/**
 * Angle bands for 'looking at the camera' (degrees; see docs/SCORING-video.md).
 * Human's pitch reads about +8° on a frontal face looking straight into the lens, and viewers
 * still perceive eye contact when the gaze falls several degrees below the lens (Chen 2002),
 * so the pitch band reaches further down (positive) than up.
 */
export const EYE_CONTACT_BANDS = {
  absYaw: { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 12, zeroAbove: 30 },
  pitch: { zeroBelow: -20, fullFrom: -5, fullTo: 22, zeroAbove: 38 },
  gazeStrength: { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 0.12, zeroAbove: 0.35 },
} satisfies Record<string, Band>;

/** 0–1 for one frame: the weakest of head yaw, head pitch and iris gaze; 0 without a face. */
export function frameEyeContact(face: Pick<FaceFacts, 'yaw' | 'pitch' | 'gazeStrength'> | null): number {
  if (face === null) return 0;
  return Math.min(
    trapezoidScore(Math.abs(face.yaw), EYE_CONTACT_BANDS.absYaw),
    trapezoidScore(face.pitch, EYE_CONTACT_BANDS.pitch),
    trapezoidScore(face.gazeStrength, EYE_CONTACT_BANDS.gazeStrength),
  );
}

/**
 * Mean per-frame eye contact over the frames that show a face, scored so the target share is full marks (null when no
 * frame shows one). Time out of view is face presence's to count, not eye contact's: the card says "while your face
 * was in view", and the timeline's seconds and the report's stretches use this same measure.
 */
export function averageEyeContactScore(frames: readonly Pick<FrameFacts, 'face'>[]): number | null {
  const faces = frames.flatMap((frame) => (frame.face ? [frame.face] : []));
  if (faces.length === 0) return null;
  return eyeContactFromShare(faces.reduce((sum, face) => sum + frameEyeContact(face), 0) / faces.length);
}
