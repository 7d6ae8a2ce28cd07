import type { AnswerContent, ContentPart } from '@rehearse/contract/answer-content';

/**
 * Weights of the parts in the content score (docs/SCORING.md §Content has the reason for each): what interviewers
 * rate — a complete story with specifics that answers the question — weighs most; wording habits least.
 */
export const CONTENT_WEIGHTS: Record<ContentPart, number> = {
  structure: 0.25,
  specifics: 0.2,
  relevance: 0.2,
  ownership: 0.1,
  hedging: 0.1,
  length: 0.05,
  repetition: 0.05,
  vocabulary: 0.05,
};

/** A part with something to improve counts at most this in the mean: what needs fixing cannot read as fine. */
export const FLAGGED_PART_MAX = 40;
/**
 * Points off the score for each part with something to improve, on top of its lower part score: an answer a coach
 * would send back with one clear weakness (six times "took initiative", all "we") is not a good answer, however good
 * its other parts are, and the weighted mean alone moved only a few points for a light part. At 20, one flag on the
 * lightest part (100 − 20 − 0.05 × 60 = 77) still puts the answer more than 20 points below a clean one.
 */
export const POINTS_PER_FLAGGED_PART = 20;

/**
 * The weighted mean of the measured parts (weights renormalised over them), each flagged part counted at most
 * FLAGGED_PART_MAX, times the share of the answer that answers (1 − `unansweredShare`: the time a slow start keeps the
 * listener waiting earns nothing — the part scores judge the whole text, and length weighs too little to say how late
 * the answer began), less
 * POINTS_PER_FLAGGED_PART per flagged part; one decimal, null when no part was measured.
 */
export function contentScore(parts: AnswerContent['parts'], flagged: readonly ContentPart[] = [], unansweredShare = 0): number | null {
  let sum = 0;
  let weights = 0;
  for (const [part, weight] of Object.entries(CONTENT_WEIGHTS) as [ContentPart, number][]) {
    const value = parts[part];
    if (value === null) continue;
    sum += (flagged.includes(part) ? Math.min(value, FLAGGED_PART_MAX) : value) * weight;
    weights += weight;
  }
  if (weights === 0) return null;
  const penalty = POINTS_PER_FLAGGED_PART * new Set(flagged).size;
  const answering = 1 - Math.min(1, Math.max(0, unansweredShare));
  return Math.round(Math.max(0, (sum / weights) * answering - penalty) * 10) / 10;
}
