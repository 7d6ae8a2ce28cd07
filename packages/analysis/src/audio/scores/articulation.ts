import { scoreOnBand } from './bands.ts';

/**
 * Articulation rate: syllable nuclei per second of speaking time (pauses excluded), de Jong & Wempe (2009).
 * Typical English articulation rates are ~4–6 syllables/s (Jacewicz et al. 2009); the nuclei detector misses some
 * unstressed syllables (85 % found on the LibriVox clips here), so its readings run ~15 % low and the full band starts
 * at 3.5. Under 2.5 is laboured or drawn-out speech; over 7 tends to be mumbled or rushed.
 */
export const ARTICULATION_RATE_BAND = [[1.5, 0], [2.5, 50], [3.5, 100], [5.5, 100], [7, 60], [9, 20]] as const;

export function articulationScore(syllablesPerSpeakingSecond: number | null): number | null {
  return syllablesPerSpeakingSecond === null ? null : Math.round(scoreOnBand(syllablesPerSpeakingSecond, ARTICULATION_RATE_BAND) * 10) / 10;
}
