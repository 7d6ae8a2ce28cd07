import { scoreOnBand } from './bands.ts';

/**
 * Pauses over 2 s per minute of speech. Pauses of 0.3–2 s are ordinary planning and emphasis pauses
 * (Goldman-Eisler 1968; Campione & Véronis 2002 find the bulk of pauses in read and spontaneous speech under ~2 s);
 * longer ones read as a lost thread. One every two minutes costs little; two or more a minute is a broken answer.
 */
export const LONG_PAUSE_BAND = [[0, 100], [0.5, 85], [1, 60], [2, 20], [3, 0]] as const;

export function longPauseScore(longPausesPerMinute: number | null): number | null {
  return longPausesPerMinute === null ? null : scoreOnBand(longPausesPerMinute, LONG_PAUSE_BAND);
}
