import type { Pause, TimeRange } from '@rehearse/contract/analysis-result';
import { MIN_PAUSE_SECONDS } from './voice-activity.ts';

/** Silences of at least `minPause` seconds between two stretches of speech (leading and trailing silence are not pauses). */
export function findPauses(segments: TimeRange[], minPause = MIN_PAUSE_SECONDS): Pause[] {
  const pauses: Pause[] = [];
  for (let i = 1; i < segments.length; i++) {
    const start = segments[i - 1]?.end ?? 0;
    const end = segments[i]?.start ?? 0;
    const duration = Math.round((end - start) * 1000) / 1000;
    if (duration >= minPause - 1e-9) pauses.push({ start, end, duration });
  }
  return pauses;
}

/** A long pause: over 2 s a listener reads it as a hesitation or lost thread rather than as emphasis (see docs/SCORING-audio.md). */
export const LONG_PAUSE_SECONDS = 2;

export interface PauseSummary {
  count: number;
  longest: number | null;
  overTwoSeconds: number;
  meanDuration: number | null;
}

export function summarizePauses(pauses: Pause[]): PauseSummary {
  if (pauses.length === 0) return { count: 0, longest: null, overTwoSeconds: 0, meanDuration: null };
  const durations = pauses.map((p) => p.duration);
  return {
    count: pauses.length,
    longest: Math.max(...durations),
    overTwoSeconds: durations.filter((d) => d > LONG_PAUSE_SECONDS).length,
    meanDuration: Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 1000) / 1000,
  };
}
