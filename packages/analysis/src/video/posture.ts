import type { FrameFacts } from './frame-facts.ts';
import { trapezoidScore, type Band } from './trapezoid-score.ts';

/** Posture bands (degrees and fractions of the frame; see docs/SCORING-video.md). */
export const POSTURE_BANDS = {
  shoulderTiltDegrees: { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 6, zeroAbove: 20 },
  absHeadRollDegrees: { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 8, zeroAbove: 25 },
  /** Horizontal distance of the face (or shoulder) centre from the frame centre, as a fraction of the width. */
  centreOffset: { zeroBelow: -Infinity, fullFrom: -Infinity, fullTo: 0.1, zeroAbove: 0.35 },
  /** Face height as a fraction of the frame height: head-and-shoulders framing. */
  faceHeight: { zeroBelow: 0.05, fullFrom: 0.15, fullTo: 0.5, zeroAbove: 0.8 },
} satisfies Record<string, Band>;

/**
 * 0–1 for one frame, the mean of whichever of shoulder tilt, head roll, centring and face size
 * can be measured; null when the body model did not find the person (score < 0.5).
 * `aspectRatio` is the frame's width ÷ height, needed to turn fractions into a real angle.
 */
export function framePostureScore(frame: Pick<FrameFacts, 'face' | 'body'>, aspectRatio: number): number | null {
  const { face, body } = frame;
  if (body === null) return null;
  const parts: number[] = [];
  const { leftShoulder: left, rightShoulder: right } = body;
  if (left && right) {
    const tilt = Math.atan2(Math.abs(left[1] - right[1]), Math.abs(left[0] - right[0]) * aspectRatio) * (180 / Math.PI);
    parts.push(trapezoidScore(tilt, POSTURE_BANDS.shoulderTiltDegrees));
  }
  if (face) {
    parts.push(trapezoidScore(Math.abs(face.roll), POSTURE_BANDS.absHeadRollDegrees));
    parts.push(trapezoidScore(face.box[3], POSTURE_BANDS.faceHeight));
  }
  const centreX = face ? face.box[0] + face.box[2] / 2 : left && right ? (left[0] + right[0]) / 2 : null;
  if (centreX !== null) parts.push(trapezoidScore(Math.abs(centreX - 0.5), POSTURE_BANDS.centreOffset));
  if (parts.length === 0) return null;
  return parts.reduce((sum, part) => sum + part, 0) / parts.length;
}

/** Mean posture over the frames where the body was found; null when it never was. */
export function averagePostureScore(frames: readonly Pick<FrameFacts, 'face' | 'body'>[], aspectRatio: number): number | null {
  const scores = frames
    .map((frame) => framePostureScore(frame, aspectRatio))
    .filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}
