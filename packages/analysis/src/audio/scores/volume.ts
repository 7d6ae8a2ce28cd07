import { roundScore, scoreOnBand } from './bands.ts';

/**
 * Speech level (power mean of speech frames, dBFS). Spoken-word production aims at an average around −20 dBFS
 * (≈ −16 to −23 LUFS: AES TD1004 for streamed speech, EBU R128 for broadcast), with headroom for peaks. Under
 * −40 dBFS the listener strains; near 0 dBFS peaks clip.
 */
export const LEVEL_BAND = [[-50, 0], [-40, 30], [-30, 75], [-26, 100], [-12, 100], [-6, 70], [-1, 30]] as const;

/**
 * Level steadiness: standard deviation of speech-frame levels in dB. Syllable-to-syllable modulation alone gives
 * ~5–6 dB in read speech (LibriVox clips here: 5.3–5.5 dB); much more means fading in and out or drifting away.
 */
export const LEVEL_VARIATION_BAND = [[6, 100], [9, 70], [12, 40], [16, 10]] as const;

/** Points lost to clipping: 4 per 0.1 % of clipped samples, at most 40. */
export function clippingPenalty(clippingRatio: number): number {
  return Math.min(40, clippingRatio * 4000);
}

export function levelScore(meanDbfs: number | null): number | null {
  return meanDbfs === null ? null : scoreOnBand(meanDbfs, LEVEL_BAND);
}

/** 75 % level, 25 % steadiness, minus the clipping penalty. */
export function volumeScore(input: { meanDbfs: number | null; variationDb: number | null; clippingRatio: number }): number | null {
  const level = levelScore(input.meanDbfs);
  if (level === null) return null;
  const steadiness = input.variationDb === null ? level : scoreOnBand(input.variationDb, LEVEL_VARIATION_BAND);
  return roundScore(0.75 * level + 0.25 * steadiness - clippingPenalty(input.clippingRatio));
}
