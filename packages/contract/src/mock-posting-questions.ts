import { z } from 'zod';
import { MOCK_MAX_SESSION_QUESTIONS } from './mock-constants.ts';
import { mockAnswersSchema, mockQuestionSchema } from './mock-interview.ts';

/**
 * POST /api/mock/posting-questions/ (beyond the spec): a start tailored to a posting waits at most a second for the
 * model's questions (decision 084); when they are written later, the running interview takes them up here for the
 * questions it has not reached. The server chooses which, and never a question asked or answered.
 */
export const MOCK_POSTING_QUESTIONS_PATH = '/api/mock/posting-questions/';

export const mockPostingQuestionsRequestSchema = z
  .object({
    session_id: z.string().min(1).max(64),
    /** The question the interview is on (asked, or being asked): it and every one before it stay. */
    current_index: z.number().int().min(0).max(MOCK_MAX_SESSION_QUESTIONS - 1),
  })
  .strict();
export type MockPostingQuestionsRequest = z.infer<typeof mockPostingQuestionsRequestSchema>;

/**
 * `taken-up`: this call put the model's questions in; `writing`: the model is still writing them, ask again later;
 * `none`: there are none to wait for (no model, a failed write, already taken up, or nothing left to swap).
 */
export const POSTING_QUESTIONS_STATES = ['taken-up', 'writing', 'none'] as const;

export const mockPostingQuestionsResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(POSTING_QUESTIONS_STATES),
  /** The session's questions and answers as the server now has them. */
  questions: z.array(mockQuestionSchema),
  answers: mockAnswersSchema,
});
export type MockPostingQuestionsResponse = z.infer<typeof mockPostingQuestionsResponseSchema>;

/** How often a running interview asks while the model is still writing. */
export const POSTING_QUESTIONS_POLL_MS = 5_000;

/** Said once, when the running interview takes them up. */
export const POSTING_QUESTIONS_READY = 'Questions tailored to the posting are ready; the next ones are from it.';
