import type { MockAnswers, MockQuestion } from '@rehearse/contract/mock-interview';

/** Questions with a recorded answer (skips are not answers). */
export function answeredCount(questions: readonly MockQuestion[], answers: MockAnswers): number {
  return questions.filter((q) => answers[q.key]?.skipped === false).length;
}

/** Questions dealt with: answered or skipped. */
export function settledCount(questions: readonly MockQuestion[], answers: MockAnswers): number {
  return questions.filter((q) => answers[q.key] !== undefined).length;
}

/**
 * Percent of the interview complete: questions answered of all, skips not counted, as the completion screen's
 * Completion Rate counts them: 0 before question 1 is answered, 100 only when all are.
 */
export function progressPercent(questions: readonly MockQuestion[], answers: MockAnswers): number {
  return questions.length === 0 ? 0 : Math.round((answeredCount(questions, answers) / questions.length) * 100);
}

export type QuestionState = 'current' | 'answered' | 'skipped' | 'pending' | 'not-asked';

/** A question's state in the progress list; once the interview is over, a question never reached was 'not asked'. */
export function questionState(index: number, currentIndex: number, answer: { skipped: boolean } | undefined, over = false): QuestionState {
  if (answer) return answer.skipped ? 'skipped' : 'answered';
  if (over) return 'not-asked';
  return index === currentIndex ? 'current' : 'pending';
}
