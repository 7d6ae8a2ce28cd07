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

/** The weighted mean of the measured parts, weights renormalised over them (one decimal); null when none was measured. */
export function contentScore(parts: AnswerContent['parts']): number | null {
  let sum = 0;
  let weights = 0;
  for (const [part, weight] of Object.entries(CONTENT_WEIGHTS) as [ContentPart, number][]) {
    const value = parts[part];
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 10) / 10 : null;
}
