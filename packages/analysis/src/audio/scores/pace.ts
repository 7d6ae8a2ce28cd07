import { scoreOnBand } from './bands.ts';

/**
 * Speaking pace in words per minute. 120–160 WPM is the conversational/presentation band usually recommended for
 * being followed easily (≈150 WPM is the commonly cited conversational average, NCVS; broadcast and lecture speech
 * measured by Tauroza & Allison 1990 sits around 140–180 WPM). Slower reads as hesitant, faster as rushed.
 */
export const PACE_BAND = [[50, 0], [100, 70], [120, 100], [160, 100], [190, 70], [250, 0]] as const;

export function paceScore(wordsPerMinute: number | null): number | null {
  return wordsPerMinute === null ? null : scoreOnBand(wordsPerMinute, PACE_BAND);
}
