import type { GuidancePassage } from './knowledge-base.ts';

/**
 * Ids of the passages an earlier answer already quoted in full, so the next answer brings new
 * guidance instead of repeating the same paragraphs.
 */
export function passagesAlreadyGiven(earlierAnswers: readonly string[], passages: readonly GuidancePassage[]): Set<string> {
  return new Set(passages.filter((p) => earlierAnswers.some((answer) => answer.includes(p.text))).map((p) => p.id));
}
