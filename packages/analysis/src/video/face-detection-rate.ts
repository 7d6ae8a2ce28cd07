import type { FrameFacts } from './frame-facts.ts';

/** Share of sampled frames with at least one confident face; null when no frame was analysed. */
export function faceDetectionRate(frames: readonly Pick<FrameFacts, 'faceCount'>[]): number | null {
  if (frames.length === 0) return null;
  return frames.filter((frame) => frame.faceCount > 0).length / frames.length;
}
