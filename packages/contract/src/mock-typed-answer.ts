import { z } from 'zod';
import { MOCK_MAX_SESSION_QUESTIONS } from './mock-constants.ts';
import { mockAnswerResponseSchema } from './mock-interview.ts';
import { TYPED_ANSWER_MAX_CHARS } from './typed-answer.ts';

/** POST /api/mock/typed-answer/ (beyond the spec): an answer typed instead of recorded, judged at once on its content. */
export const MOCK_TYPED_ANSWER_PATH = '/api/mock/typed-answer/';

const charCount = TYPED_ANSWER_MAX_CHARS.toLocaleString('en-US');

/** What the server answers for a refused typed answer, and what the screen says before sending one. */
export const TYPED_ANSWER_MESSAGES = {
  empty: 'Type your answer before saving it.',
  tooLong: `Your typed answer is too long: keep it within ${charCount} characters (about 500 words, three minutes spoken).`,
} as const;

/**
 * Why an interview typed throughout has no Answer Content, and what to do, worded as the overall's missing parts are
 * (MISSING_PART_TEXTS): typed words are all clear, so a typed answer goes unjudged only for having too few.
 */
export const TYPED_CONTENT_NOT_JUDGED = {
  why: (typed: number): string => (typed === 1 ? 'the answer was too short to judge' : 'every answer was too short to judge'),
  fix: 'Write the whole answer as you would say it — where you were, what you did and how it ended — to have it judged.',
} as const;

export const mockTypedAnswerRequestSchema = z
  .object({
    session_id: z.string().min(1).max(64),
    question_key: z.string().min(1).max(64),
    text: z
      .string({ message: TYPED_ANSWER_MESSAGES.empty })
      .max(TYPED_ANSWER_MAX_CHARS, TYPED_ANSWER_MESSAGES.tooLong)
      .refine((text) => text.trim().length > 0, TYPED_ANSWER_MESSAGES.empty),
    notes: z.string().max(20_000).default(''),
    /** Saves the question index with the answer, as a recorded answer may. */
    current_index: z.number().int().min(0).max(MOCK_MAX_SESSION_QUESTIONS - 1).optional(),
  })
  .strict();
export type MockTypedAnswerRequest = z.input<typeof mockTypedAnswerRequestSchema>;

/** The saved answer (with `typed`: its text and content) and the session's answers and index, as POST answer/ answers. */
export const mockTypedAnswerResponseSchema = mockAnswerResponseSchema;
export type MockTypedAnswerResponse = z.infer<typeof mockTypedAnswerResponseSchema>;
