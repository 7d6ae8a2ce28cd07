/**
 * The queue's name of the per-question answer job that analysed answers before every recording had one analysis job;
 * jobs of it still queued are forwarded to that job (answer-job-forwarding.ts).
 */
export const MOCK_ANSWER_JOB = 'mock-answer-analysis';

export interface MockAnswerJobPayload {
  sessionId: string;
  questionKey: string;
}

export function isMockAnswerJobPayload(value: unknown): value is MockAnswerJobPayload {
  const v = value as { sessionId?: unknown; questionKey?: unknown } | null;
  return typeof v === 'object' && v !== null && typeof v.sessionId === 'string' && typeof v.questionKey === 'string';
}
