import type { TimeRange } from '@rehearse/contract/analysis-result';

/** Longer speech stretches are cut into pieces of at most this, so a turn change without a pause can still show. */
export const MAX_PIECE_SECONDS = 3;

/** The voice-activity segments, each cut into equal pieces no longer than `maxSeconds`. */
export function speechPieces(segments: readonly TimeRange[], maxSeconds = MAX_PIECE_SECONDS): TimeRange[] {
  return segments.flatMap((segment) => {
    const length = segment.end - segment.start;
    const parts = Math.max(1, Math.ceil(length / maxSeconds - 1e-9));
    return Array.from({ length: parts }, (_, k) => ({
      start: round(segment.start + (length * k) / parts),
      end: round(segment.start + (length * (k + 1)) / parts),
    }));
  });
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
