import { scoreOnBand } from './bands.ts';

/**
 * Fillers per minute of speaking time. Spontaneous speech has roughly 1–6 filled pauses per 100 words (Shriberg
 * 1994; Bortfeld et al. 2001), i.e. ~1.5–9 a minute at 150 WPM; listeners rate speakers as less fluent and less
 * prepared as the rate rises. Up to 2 a minute is unremarkable; 10 or more dominates the answer.
 */
export const FILLER_RATE_BAND = [[0, 100], [2, 100], [5, 60], [10, 20], [15, 0]] as const;

export function fillerRateScore(fillersPerMinute: number | null): number | null {
  return fillersPerMinute === null ? null : scoreOnBand(fillersPerMinute, FILLER_RATE_BAND);
}
