import { z } from 'zod';
import { INTERVIEWER_MAX_UTTERANCE_CHARS } from './interview-conversation.ts';
import { MOCK_MAX_SESSION_QUESTIONS } from './mock-constants.ts';

/**
 * POST /api/mock/closing-summary/ (beyond the spec): at the end of a spoken interview, before the goodbye, what the
 * interviewer says of how it went — from the words heard of each answer by the built-in content rules, or by the
 * language model when one is configured (the rules when it fails).
 */
export const MOCK_CLOSING_SUMMARY_PATH = '/api/mock/closing-summary/';

/** The words of one answer sent: a spoken answer runs to a few hundred words at most. */
export const CLOSING_SUMMARY_MAX_WORDS_CHARS = 5_000;

export const mockClosingSummaryRequestSchema = z
  .object({
    session_id: z.string().min(1).max(64),
    /** Each answer given in the conversation (a follow-up by its own key), with the words heard or typed. */
    answers: z
      .array(z.object({ question_key: z.string().min(1).max(64), words: z.string().max(CLOSING_SUMMARY_MAX_WORDS_CHARS) }).strict())
      .min(1)
      .max(MOCK_MAX_SESSION_QUESTIONS),
  })
  .strict();
export type MockClosingSummaryRequest = z.infer<typeof mockClosingSummaryRequestSchema>;

export const CLOSING_SUMMARY_SOURCES = ['model', 'rules'] as const;

export const mockClosingSummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: z.string().min(1).max(INTERVIEWER_MAX_UTTERANCE_CHARS / 2),
  source: z.enum(CLOSING_SUMMARY_SOURCES),
});
export type MockClosingSummaryResponse = z.infer<typeof mockClosingSummaryResponseSchema>;
