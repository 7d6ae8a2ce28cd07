import { z } from 'zod';
import { mockAnswersSchema } from './mock-interview.ts';

/**
 * POST /api/mock/counted-attempt/ (beyond the spec): which attempt of a retaken question counts — its figures are the
 * question's in the report and in the overall. Until one is chosen, the latest counts. Works during the interview
 * and after Finish (the report is then made again with the chosen attempt).
 */
export const MOCK_COUNTED_ATTEMPT_PATH = '/api/mock/counted-attempt/';

export const COUNTED_ATTEMPT_MESSAGES = {
  unknownAttempt: 'This question has no attempt with that number.',
  notCountable: 'Only a recorded attempt can count: this one was skipped, or its analysis failed.',
} as const;


export const mockCountedAttemptRequestSchema = z
  .object({
    /** The mock interview's id, or the id of its report's analysis (the report page's). */
    session_id: z.string().min(1).max(64),
    question_key: z.string().min(1).max(64),
    attempt: z.number().int().positive(),
  })
  .strict();
export type MockCountedAttemptRequest = z.infer<typeof mockCountedAttemptRequestSchema>;

export const mockCountedAttemptResponseSchema = z.object({
  success: z.literal(true),
  counted_attempt: z.number().int().positive(),
  /** The session's answers after the choice, to replace the client's copy. */
  answers: mockAnswersSchema,
  /**
   * `rebuilt`: the interview was finished and its report (scores included) was made again with this attempt;
   * `pending`: finished, and the report will use it once its analyses end; `none`: not finished yet.
   */
  report: z.enum(['rebuilt', 'pending', 'none']),
});
export type MockCountedAttemptResponse = z.infer<typeof mockCountedAttemptResponseSchema>;
