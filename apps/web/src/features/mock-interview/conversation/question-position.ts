import type { MockQuestion } from '@rehearse/contract/mock-interview';

/**
 * The asked question's place as the interviewer's greeting counts: among the interview's own questions, a follow-up
 * at the place of the question it follows (never one more question); null for a key not in the interview.
 */
export function questionPosition(questions: readonly Pick<MockQuestion, 'key' | 'follow_up_of'>[], key: string): { question: number; of: number; followUp: boolean } | null {
  const asked = questions.find((q) => q.key === key);
  if (!asked) return null;
  const own = questions.filter((q) => q.follow_up_of === null);
  const number = own.findIndex((q) => q.key === (asked.follow_up_of ?? asked.key)) + 1;
  return number > 0 ? { question: number, of: own.length, followUp: asked.follow_up_of !== null } : null;
}
