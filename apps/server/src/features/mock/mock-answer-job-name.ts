/** The queue's name for the analysis of one mock-interview answer, and what it carries. */
export const MOCK_ANSWER_JOB = 'mock-answer-analysis';
/** Runs before the answer is marked failed (a media error is never retried). */
export const MOCK_ANSWER_MAX_ATTEMPTS = 3;

export interface MockAnswerJobPayload {
  sessionId: string;
  questionKey: string;
}

export function isMockAnswerJobPayload(value: unknown): value is MockAnswerJobPayload {
  const v = value as { sessionId?: unknown; questionKey?: unknown } | null;
  return typeof v === 'object' && v !== null && typeof v.sessionId === 'string' && typeof v.questionKey === 'string';
}
