import { AUDIO_HINTS, SCORE_HINTS } from '@rehearse/contract/analysis-constants';
import { scoreLevel } from '../../lib/score-format.ts';

type HintKey = keyof typeof AUDIO_HINTS;

/** Spec §9 tile hints: below the threshold the first text, else the second; null when not measured. */
export function audioHint(key: HintKey, value: number | null): string | null {
  if (value === null) return null;
  const rule = AUDIO_HINTS[key];
  return value < rule.below ? rule.good : rule.otherwise;
}

/** Spec §9 per-score hints at 80 and 60. */
export function scoreHint(score: number | null): string | null {
  if (score === null) return null;
  return SCORE_HINTS[scoreLevel(score)];
}
