import type { MockQuestion } from '@rehearse/contract/mock-interview';

/**
 * Whether the server is asked for a follow-up of this question's answer. Not for a question that already has its
 * follow-up (a retaken one), nor for one that is itself a follow-up: after a reload the interviewer's own list holds
 * the follow-up as a question like any other, and only the session's questions still say what it follows up.
 */
export function followUpWanted(questions: ReadonlyArray<Pick<MockQuestion, 'key' | 'follow_up_of'>>, questionKey: string): boolean {
  return !questions.some((q) => q.follow_up_of === questionKey || (q.key === questionKey && q.follow_up_of !== null));
}
