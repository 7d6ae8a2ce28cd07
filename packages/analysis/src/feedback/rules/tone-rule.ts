import { PITCH_VARIATION_BAND } from '../../audio/scores/tone.ts';
import { bandGap } from '../band-gap.ts';
import { FEEDBACK_BANDS, PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatDecimal } from '../format-number.ts';

/** Pitch variation (SD in semitones): under 2 monotone, 3–5 varied, over 7 erratic (docs/SCORING-audio.md, tone). */
export function toneRule({ audio }: FeedbackInput): Finding[] {
  const variation = audio.pitch.variation_semitones;
  if (variation === null) return [];
  const { monotone, low, high, erratic } = FEEDBACK_BANDS.pitch;
  const st = formatDecimal(variation);
  const semitones = `${st} ${st === '1' ? 'semitone' : 'semitones'}`;
  const median = audio.pitch.median_hz === null ? '' : ` around your median of ${Math.round(audio.pitch.median_hz)} Hz`;
  if (variation >= low && variation <= high) {
    return [
      {
        kind: 'strength',
        weight: 0.7,
        headline: `pitch variation ${semitones}`,
        text: `Your pitch varied by ${semitones}${median}, inside the ${low}–${high} semitone range that sounds varied rather than flat.`,
        recommendation: `Keep stressing key words with pitch, as here (${semitones}).`,
      },
    ];
  }
  if (variation < monotone) {
    return [
      {
        kind: 'improvement',
        weight: bandGap(variation, PITCH_VARIATION_BAND),
        headline: `pitch variation ${semitones}`,
        text: `Your pitch varied by only ${semitones}${median}; under ${monotone} semitones is heard as monotone, ${low}–${high} as varied.`,
        strategy: `Read one of your answers aloud and raise your pitch on the key word of each sentence; record ${PRACTICE_SECONDS} seconds and aim for ${low}–${high} semitones of variation (this time ${st}).`,
        recommendation: `Vary your pitch more: from ${st} to ${low}–${high} semitones.`,
      },
    ];
  }
  if (variation > erratic) {
    return [
      {
        kind: 'improvement',
        weight: bandGap(variation, PITCH_VARIATION_BAND),
        headline: `pitch variation ${semitones}`,
        text: `Your pitch swung by ${semitones}${median}, well beyond the ${low}–${high} semitone range, which makes the stress hard to follow.`,
        strategy: `Keep pitch rises for the one key word of each sentence and end statements on a falling pitch; aim for ${low}–${high} semitones (this time ${st}).`,
        recommendation: `Steady your pitch from ${st} to ${low}–${high} semitones of variation.`,
      },
    ];
  }
  return [];
}
