import type { MockQuestion } from '@rehearse/contract/mock-interview';

/**
 * Where an interview in progress resumes, counted as the interviewer's greeting counts: the first question at or after
 * the stored index that has no answer yet (the spoken interview goes on from there; the stored index moves only on
 * the recorder's Next), numbered among the interview's own questions — a follow-up shows as the question it follows.
 */
export function resumePoint(questions: readonly Pick<MockQuestion, 'key' | 'follow_up_of'>[], answered: ReadonlySet<string>, storedIndex: number): { question: number; of: number } {
  const own = questions.filter((q) => q.follow_up_of === null);
  const from = Math.min(Math.max(0, storedIndex), questions.length - 1);
  const next = questions.slice(from).find((q) => !answered.has(q.key)) ?? questions[from];
  const number = next ? own.findIndex((q) => q.key === (next.follow_up_of ?? next.key)) + 1 : 1;
  return { question: Math.max(1, number), of: Math.max(1, own.length) };
}
