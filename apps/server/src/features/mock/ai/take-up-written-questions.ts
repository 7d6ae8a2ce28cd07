import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { mergeWrittenQuestions } from './merge-written-questions.ts';

/**
 * The running interview's questions with the model's posting questions, written after it started, in place of bank
 * questions it has not reached: only those after `reached`, never one answered, a follow-up, or one the model wrote.
 * Which of them go follows the start's rule (mergeWrittenQuestions); the interview keeps its length. Null when there
 * is nothing to replace.
 */
export function takeUpWrittenQuestions(
  questions: readonly MockQuestion[],
  written: readonly MockQuestion[],
  reached: number,
  answered: ReadonlySet<string>,
): MockQuestion[] | null {
  const open = questions.flatMap((q, i) => (i > reached && !answered.has(q.key) && q.follow_up_of === null && !q.written_by_ai ? [i] : []));
  const keys = new Set(questions.map((q) => q.key));
  const fresh = written.filter((q) => !keys.has(q.key));
  if (open.length === 0 || fresh.length === 0) return null;
  const merged = mergeWrittenQuestions(
    open.map((i) => questions[i]!),
    fresh,
  );
  const result = [...questions];
  open.forEach((at, n) => (result[at] = merged[n]!));
  return result;
}
