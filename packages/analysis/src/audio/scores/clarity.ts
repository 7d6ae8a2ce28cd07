import { roundScore, scoreOnBand, weightedMean } from './bands.ts';
import { clippingPenalty } from './volume.ts';

/**
 * Signal-to-noise ratio: speech level minus the recording's noise floor (5th-percentile frame level), in dB.
 * Intelligibility rises steeply up to ~15 dB SNR and saturates by ~25–30 dB (ANSI S3.5-1997 Speech Intelligibility
 * Index: band audibility is linear over a 30 dB range; recognisers degrade sharply below ~20 dB).
 */
export const SNR_BAND = [[0, 0], [10, 30], [20, 80], [25, 100]] as const;

/**
 * Mean recogniser word confidence (0–1), when the engine gives one: how sure the recogniser was of each word is a
 * direct, if rough, measure of how intelligible the words were to a machine listener.
 */
export const WORD_CONFIDENCE_BAND = [[0.2, 20], [0.4, 60], [0.6, 90], [0.7, 100]] as const;

/** 60 % SNR, 40 % recogniser confidence (when there is one), minus the clipping penalty (distortion). */
export function clarityScore(input: { snrDb: number | null; meanWordConfidence: number | null; clippingRatio: number }): number | null {
  if (input.snrDb === null) return null;
  const blended = weightedMean([
    { score: scoreOnBand(input.snrDb, SNR_BAND), weight: 0.6 },
    { score: input.meanWordConfidence === null ? null : scoreOnBand(input.meanWordConfidence, WORD_CONFIDENCE_BAND), weight: 0.4 },
  ]);
  return blended === null ? null : roundScore(blended - clippingPenalty(input.clippingRatio));
}
