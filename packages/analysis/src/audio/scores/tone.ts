import { scoreOnBand } from './bands.ts';

/**
 * Pitch variation: standard deviation of F0 in semitones around the speaker's median. Perceived liveliness grows with
 * F0 excursion (Traunmüller & Eriksson 1995); speech under ~2 semitones of variation is heard as monotone, and
 * engaging presenters vary more (Hincks 2005, pitch variation quotient; Rosenberg & Hirschberg 2009 on charisma).
 * LibriVox read speech here: 1.4–3.1 st. Past ~6 st the variation reads as erratic rather than expressive.
 */
export const PITCH_VARIATION_BAND = [[0, 0], [1, 25], [2, 70], [3, 100], [5, 100], [7, 70], [10, 40]] as const;

export function toneScore(variationSemitones: number | null): number | null {
  return variationSemitones === null ? null : Math.round(scoreOnBand(variationSemitones, PITCH_VARIATION_BAND) * 10) / 10;
}
