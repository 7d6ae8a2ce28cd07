import { FOLLOW_UP_QUESTIONS, type FollowUpReason } from '@rehearse/contract/mock-constants';
import type { FollowUpSuggestion } from '@rehearse/contract/mock-interview';
import type { QuestionType } from '@rehearse/contract/mock-question-sets';
import type { StarOutcome } from '../star/check-star.ts';

/** What is known about one analysed answer. */
export interface AnswerFindings {
  questionType: QuestionType;
  /** The STAR check, with who did the answer's actions. */
  star: StarOutcome;
  /**
   * Seam for the content analysis (packages/analysis/src/content): its per-answer findings, as follow-up
   * reasons ('all_we', 'no_result', …). They count as found, beside what the STAR check finds here.
   */
  contentFindings?: readonly FollowUpReason[];
}

/** Which reasons a question type asks about, most useful first. A story (behavioural) should have all four STAR parts. */
export const ASKED_BY_TYPE: Record<QuestionType, readonly FollowUpReason[]> = {
  behavioural: ['no_result', 'all_we', 'no_action', 'no_situation', 'no_task'],
  situational: ['all_we', 'no_action'],
  role_knowledge: ['no_example', 'all_we'],
  motivational: ['no_example'],
};

/** What an answer leaves out, by the STAR check and whose actions it tells. */
export function missingParts(findings: AnswerFindings): Set<FollowUpReason> {
  const found = new Set<FollowUpReason>(findings.contentFindings ?? []);
  if (findings.star.status !== 'checked') return found;
  const { star } = findings.star;
  if (!star.result.present) found.add('no_result');
  if (!star.action.present) found.add('no_action');
  if (!star.situation.present) found.add('no_situation');
  if (!star.task.present) found.add('no_task');
  // Without one concrete past action, a knowledge or motivation answer stayed general.
  if (!star.action.present) found.add('no_example');
  // As the ownership part of the answer's content judges it: "we" the subject of most of the actions.
  if (findings.star.ownership.weHeavy) found.add('all_we');
  return found;
}

/**
 * The built-in follow-up of an analysed answer: the first thing its question type asks about
 * that the answer leaves out; null when nothing is missing or there was too little speech to tell.
 */
export function builtInFollowUp(findings: AnswerFindings): FollowUpSuggestion | null {
  const missing = missingParts(findings);
  const reason = ASKED_BY_TYPE[findings.questionType].find((r) => missing.has(r));
  return reason ? { text: FOLLOW_UP_QUESTIONS[reason], reason, written_by_ai: false } : null;
}
