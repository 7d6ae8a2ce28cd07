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

/**
 * Conversation is not a stare: people look at a partner for roughly 60–75 % of the time
 * (Argyle & Cook 1976), and look away while thinking (Glenberg et al. 1998). Holding eye
 * contact for this share of the frames earns the full score.
 */
export const EYE_CONTACT_TARGET_SHARE = 0.7;

/** 0–1 for one frame: the weakest of head yaw, head pitch and iris gaze; 0 without a face. */
export function frameEyeContact(face: Pick<FaceFacts, 'yaw' | 'pitch' | 'gazeStrength'> | null): number {
  if (face === null) return 0;
  return Math.min(
    trapezoidScore(Math.abs(face.yaw), EYE_CONTACT_BANDS.absYaw),
    trapezoidScore(face.pitch, EYE_CONTACT_BANDS.pitch),
    trapezoidScore(face.gazeStrength, EYE_CONTACT_BANDS.gazeStrength),
  );
}

/** Mean per-frame eye contact over all frames (no face counts as none), scaled so the target share is full marks. */
export function averageEyeContactScore(frames: readonly Pick<FrameFacts, 'face'>[]): number | null {
  if (frames.length === 0) return null;
  const share = frames.reduce((sum, frame) => sum + frameEyeContact(frame.face), 0) / frames.length;
  return Math.min(1, share / EYE_CONTACT_TARGET_SHARE);
}
