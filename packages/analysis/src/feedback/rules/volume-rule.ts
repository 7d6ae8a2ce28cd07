import { LEVEL_BAND } from '../../audio/scores/volume.ts';
import { bandGap } from '../band-gap.ts';
import { FEEDBACK_BANDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { formatDecimal } from '../format-number.ts';

/** Speech level in dBFS against −26 … −12 (docs/SCORING-audio.md, level). Very low level is the quality rule's. */
export function volumeRule({ audio, quality }: FeedbackInput): Finding[] {
  const level = audio.loudness.mean_dbfs;
  if (level === null || quality.flags.includes('very_low_level')) return [];
  const { quiet, low, high, loud } = FEEDBACK_BANDS.level;
  const db = `${formatDecimal(level)} dBFS`;
  const band = `the ${low} to ${high} dBFS range`;
  if (level >= low && level <= high) {
    return [
      {
        kind: 'strength',
        weight: 0.3,
        headline: `speech level ${db}`,
        text: `Your speech level averaged ${db}, inside ${band}: clearly audible without distortion.`,
        recommendation: `Keep the same microphone distance (${db}).`,
      },
    ];
  }
  if (level < quiet) {
    return [
      {
        kind: 'improvement',
        weight: bandGap(level, LEVEL_BAND),
        headline: `speech level ${db} (quiet)`,
        text: `Your speech level averaged ${db}, quieter than ${band}.`,
        strategy: `Move the microphone closer (about 30 cm from your mouth) or raise its input gain, and speak to the back of the room; aim for ${low} to ${high} dBFS (this time ${db}).`,
        recommendation: `Raise your level from ${db} to ${low}–${high} dBFS.`,
      },
    ];
  }
  if (level > loud) {
    return [
      {
        kind: 'improvement',
        weight: bandGap(level, LEVEL_BAND),
        headline: `speech level ${db} (loud)`,
        text: `Your speech level averaged ${db}, louder than ${band} and close to distortion.`,
        strategy: `Lower the microphone's input gain or sit a little further back; aim for ${low} to ${high} dBFS (this time ${db}).`,
        recommendation: `Lower your level from ${db} to ${low}–${high} dBFS.`,
      },
    ];
  }
  return [];
}
