import { scoreOnBand } from './bands.ts';

/**
 * Mean length of run: syllables between two pauses (≥ 0.3 s). With speech rate and phonation-time ratio it is among
 * the best predictors of perceived fluency (Towell, Hawkins & Bazergui 1996; Kormos & Dénes 2004). A handful of
 * syllables between pauses is choppy; a dozen or more is connected speech.
 */
export const MEAN_LENGTH_OF_RUN_BAND = [[2, 10], [5, 50], [8, 80], [12, 100]] as const;

export function meanLengthOfRunScore(syllablesPerRun: number | null): number | null {
  return syllablesPerRun === null ? null : scoreOnBand(syllablesPerRun, MEAN_LENGTH_OF_RUN_BAND);
}
