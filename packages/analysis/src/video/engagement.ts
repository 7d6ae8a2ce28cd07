import type { FrameFacts } from './frame-facts.ts';
import { trapezoidScore, type Band } from './trapezoid-score.ts';

/** Engagement bands and weights (see docs/SCORING-video.md). */
export const ENGAGEMENT_BANDS = {
  /** Mean head-angle change in degrees per second between neighbouring frames: frozen ← → fidgeting. */
  headSpeed: { zeroBelow: 0, fullFrom: 3, fullTo: 25, zeroAbove: 60 },
  /**
   * Spread (90th − 10th percentile) of the inner-lip gap ÷ face height. The lower ends sit at
   * the model's own noise: a still face that only rotates a few degrees already spreads ≈ 0.02.
   */
  mouthSpread: { zeroBelow: 0.02, fullFrom: 0.06, fullTo: Infinity, zeroAbove: Infinity },
  /** Spread (90th − 10th percentile) of the brow-to-eyelid distance ÷ face height; noise ≈ 0.01. */
  browSpread: { zeroBelow: 0.01, fullFrom: 0.03, fullTo: Infinity, zeroAbove: Infinity },
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
  const mouth = trapezoidScore(percentileSpread(faces.map((face) => face.mouthOpening)), ENGAGEMENT_BANDS.mouthSpread);
  const brows = trapezoidScore(percentileSpread(faces.map((face) => face.browRaise)), ENGAGEMENT_BANDS.browSpread);
  return (mouth + brows) / 2;
}

/**
 * Weighted presence, head movement and expressiveness; a part that cannot be measured drops out
 * of the weighting. Null when neither movement nor expressiveness can be (fewer than two faces):
 * presence alone says nothing about engagement.
 */
export function averageEngagementScore(frames: readonly Pick<FrameFacts, 't' | 'face' | 'faceCount'>[]): number | null {
  const speed = headMovementSpeed(frames);
  const expressive = expressiveness(frames);
  if (speed === null && expressive === null) return null;
  const presence = frames.filter((frame) => frame.face !== null).length / frames.length;
  const parts: [number, number][] = [[ENGAGEMENT_WEIGHTS.presence, presence]];
  if (speed !== null) parts.push([ENGAGEMENT_WEIGHTS.movement, trapezoidScore(speed, ENGAGEMENT_BANDS.headSpeed)]);
  if (expressive !== null) parts.push([ENGAGEMENT_WEIGHTS.expressiveness, expressive]);
  const totalWeight = parts.reduce((sum, [weight]) => sum + weight, 0);
  return parts.reduce((sum, [weight, value]) => sum + weight * value, 0) / totalWeight;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** 90th minus 10th percentile (nearest rank): a spread that one odd frame cannot inflate, unlike the standard deviation. */
export function percentileSpread(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return at(0.9) - at(0.1);
}
