/**
 * Fillers per minute as every screen states them, and the one limit they are judged by (docs/SCORING.md, fillers-rule):
 * per minute of the recording, at most 2 a minute reads as fluent. The audio scores' band turns at the same 2.
 */
export const FILLERS_PER_MINUTE_LIMIT = 2;

/** Fillers per minute of a recording `durationSeconds` long; null when it has no length. */
export function fillersPerMinute(count: number, durationSeconds: number): number | null {
  return durationSeconds > 0 ? (count / durationSeconds) * 60 : null;
}

/** True when the fillers read as fluent: none at all, or at most the limit per minute. */
export function fillersWithinLimit(count: number, durationSeconds: number): boolean {
  const rate = fillersPerMinute(count, durationSeconds);
  return count === 0 || (rate !== null && rate <= FILLERS_PER_MINUTE_LIMIT);
}
