import { scoreLevel } from '../../lib/score-format.ts';

/** Audio tile hints (pace, fillers, duration, word count): below `below` the first text, else the second. */
const AUDIO_HINTS = {
  // The spec turns at 120 WPM, but scoring calls 120–160 WPM the conversational band
  // (docs/SCORING-audio.md): at 127 WPM the tile said 'Consider slowing down' beside feedback
  // praising the pace. The hint now turns where the band ends (160 WPM); below the band, see SLOW_PACE.
  pace: { below: 160, good: 'Good pace', otherwise: 'Consider slowing down' },
  fillerWords: { below: 5, good: 'Excellent control', otherwise: 'Work on reducing' },
  duration: { below: 90, good: 'Good length', otherwise: 'Consider being more concise' },
  wordCount: { below: 150, good: 'Concise response', otherwise: 'Detailed answer' },
} as const;
/** Per-score hints (Clarity, Tone…) at the score thresholds 80 and 60. */
const SCORE_HINTS = { good: 'Excellent', medium: 'Good', poor: 'Needs improvement' } as const;

type HintKey = keyof typeof AUDIO_HINTS;

/**
 * Below the conversational band (120 WPM) the pace is not 'Good pace': at 94 WPM the tile said so beside feedback
 * calling the pace below the range (walk of 2026-11-28).
 */
const SLOW_PACE = { below: 120, hint: 'Consider speaking a little faster' } as const;

/** Audio tile hint: below the threshold the first text, else the second; null when not measured. */
export function audioHint(key: HintKey, value: number | null): string | null {
  if (value === null) return null;
  if (key === 'pace' && value < SLOW_PACE.below) return SLOW_PACE.hint;
  const rule = AUDIO_HINTS[key];
  return value < rule.below ? rule.good : rule.otherwise;
}

/** Per-score hints (clarity, tone…): good at 80 and above, fair at 60 and above, else needs work. */
export function scoreHint(score: number | null): string | null {
  if (score === null) return null;
  return SCORE_HINTS[scoreLevel(score)];
}
