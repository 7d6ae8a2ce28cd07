import type { FrameFacts } from './frame-facts.ts';
import { trapezoidScore, type Band } from './trapezoid-score.ts';

/** Engagement bands and weights (see docs/SCORING-video.md). */
export const ENGAGEMENT_BANDS = {
  /** Mean head-angle change in degrees per second between neighbouring frames: frozen ← → fidgeting. */
  headSpeed: { zeroBelow: 0, fullFrom: 3, fullTo: 25, zeroAbove: 60 },
  /** Standard deviation of the inner-lip gap ÷ face height. */
  mouthVariation: { zeroBelow: 0.002, fullFrom: 0.02, fullTo: Infinity, zeroAbove: Infinity },
  /** Standard deviation of the brow-to-eyelid distance ÷ face height. */
  browVariation: { zeroBelow: 0.001, fullFrom: 0.008, fullTo: Infinity, zeroAbove: Infinity },
} satisfies Record<string, Band>;

export const ENGAGEMENT_WEIGHTS = { presence: 0.4, movement: 0.3, expressiveness: 0.3 };

/** A single glitch (the tracker jumping to another face) must not read as a fidget storm. */
const MAX_PAIR_SPEED = 90;
/** Frames further apart than this are not neighbours (a gap with no face between them). */
const MAX_PAIR_GAP_SECONDS = 1.01;

/** Mean head-angle speed (°/s) over pairs of neighbouring frames that both show a face; null with no such pair. */
export function headMovementSpeed(frames: readonly Pick<FrameFacts, 't' | 'face'>[]): number | null {
  const speeds: number[] = [];
  for (let i = 1; i < frames.length; i++) {
    const previous = frames[i - 1];
    const current = frames[i];
    if (!previous?.face || !current?.face) continue;
    const dt = current.t - previous.t;
    if (dt <= 0 || dt > MAX_PAIR_GAP_SECONDS) continue;
    const change = Math.hypot(current.face.yaw - previous.face.yaw, current.face.pitch - previous.face.pitch, current.face.roll - previous.face.roll);
    speeds.push(Math.min(MAX_PAIR_SPEED, change / dt));
  }
  return speeds.length === 0 ? null : mean(speeds);
}

/** 0–1: how much the mouth and brows move across the frames with a face; null with fewer than 2 such frames. */
export function expressiveness(frames: readonly Pick<FrameFacts, 'face'>[]): number | null {
  const faces = frames.flatMap((frame) => (frame.face ? [frame.face] : []));
  if (faces.length < 2) return null;
  const mouth = trapezoidScore(standardDeviation(faces.map((face) => face.mouthOpening)), ENGAGEMENT_BANDS.mouthVariation);
  const brows = trapezoidScore(standardDeviation(faces.map((face) => face.browRaise)), ENGAGEMENT_BANDS.browVariation);
  return (mouth + brows) / 2;
}

/** Weighted presence, head movement and expressiveness; parts that cannot be measured drop out of the weighting. */
export function averageEngagementScore(frames: readonly Pick<FrameFacts, 't' | 'face' | 'faceCount'>[]): number | null {
  if (frames.length === 0) return null;
  const presence = frames.filter((frame) => frame.face !== null).length / frames.length;
  const speed = headMovementSpeed(frames);
  const parts: [number, number][] = [[ENGAGEMENT_WEIGHTS.presence, presence]];
  if (speed !== null) parts.push([ENGAGEMENT_WEIGHTS.movement, trapezoidScore(speed, ENGAGEMENT_BANDS.headSpeed)]);
  const expressive = expressiveness(frames);
  if (expressive !== null) parts.push([ENGAGEMENT_WEIGHTS.expressiveness, expressive]);
  const totalWeight = parts.reduce((sum, [weight]) => sum + weight, 0);
  return parts.reduce((sum, [weight, value]) => sum + weight * value, 0) / totalWeight;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function standardDeviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}
