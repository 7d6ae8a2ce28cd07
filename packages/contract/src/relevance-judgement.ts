import type { AnswerContent } from './answer-content.ts';

/**
 * Said in place of a relevance figure the engine did not really judge. It names the reading's limit, not the answer:
 * the built-in reading only recognises some ways of missing a question, so finding none says nothing either way.
 */
export const RELEVANCE_NOT_JUDGED = 'not judged: the built-in reading catches only some ways of missing the question and found none here, so check that your story answers what was asked';

type Judged = Pick<AnswerContent, 'parts' | 'findings' | 'meaning'> & { not_judged?: AnswerContent['not_judged'] };

/** What the built-in reading gives relevance when nothing showed the answer off its question. */
const NOTHING_FOUND = 100;

/**
 * Was the answer's relevance judged? The built-in reading only ever shows an answer off its question (a finding says
 * so); with nothing found it gives 100, which is no judgement that the answer is on it. A sentence model compares the
 * story with the question itself, so its 100 is one. Results that carry `not_judged` say it themselves.
 */
export function relevanceJudged(content: Judged): boolean {
  if (content.not_judged?.relevance !== undefined || content.parts.relevance === null) return false;
  if (content.parts.relevance !== NOTHING_FOUND) return true;
  return content.meaning === 'sentence-model' || content.findings.some((f) => f.part === 'relevance');
}

/** Why relevance has no figure, when the engine ran it but could not judge it; null when it was judged or not run. */
export function relevanceNotJudgedReason(content: Judged): string | null {
  if (content.not_judged?.relevance !== undefined) return content.not_judged.relevance;
  return content.parts.relevance !== null && !relevanceJudged(content) ? RELEVANCE_NOT_JUDGED : null;
}

/**
 * The parts as they are scored and shown: relevance the engine did not really judge has no figure (it is named
 * `not_judged` instead), so a 100 that means 'nothing found' never raises the content score of an answer.
 */
export function withUnjudgedRelevance<C extends Judged>(content: C): C & Pick<AnswerContent, 'not_judged'> {
  const reason = relevanceNotJudgedReason(content);
  if (reason === null || content.parts.relevance === null) return content;
  return { ...content, parts: { ...content.parts, relevance: null }, not_judged: { ...content.not_judged, relevance: reason } };
}
