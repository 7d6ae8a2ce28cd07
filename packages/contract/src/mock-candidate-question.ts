import { z } from 'zod';
import { candidateQuestionTopicSchema, INTERVIEWER_MAX_UTTERANCE_CHARS } from './interview-conversation.ts';

/**
 * POST /api/mock/candidate-question/ (beyond the spec): at the close of a spoken interview, the interviewer's answer to a
 * question the candidate asked — from the session's job posting by the built-in rules, or by the language model when one
 * is configured (the rules when it fails). `reply` null: nothing to go on (no posting, no model), so the interviewer's
 * own general line is said.
 */
export const MOCK_CANDIDATE_QUESTION_PATH = '/api/mock/candidate-question/';

/** The longest candidate question sent: a spoken question is a sentence or two. */
export const CANDIDATE_QUESTION_MAX_CHARS = 1_000;

export const mockCandidateQuestionRequestSchema = z
  .object({
    session_id: z.string().min(1).max(64),
    /** The candidate's question as it was heard (may be empty when no recogniser gave words). */
    question: z.string().max(CANDIDATE_QUESTION_MAX_CHARS),
    topic: candidateQuestionTopicSchema,
  })
  .strict();
export type MockCandidateQuestionRequest = z.infer<typeof mockCandidateQuestionRequestSchema>;

export const CANDIDATE_REPLY_SOURCES = ['model', 'posting', 'none'] as const;

export const mockCandidateQuestionResponseSchema = z.object({
  success: z.literal(true),
  reply: z.string().min(1).max(INTERVIEWER_MAX_UTTERANCE_CHARS / 2).nullable(),
  source: z.enum(CANDIDATE_REPLY_SOURCES),
});
export type MockCandidateQuestionResponse = z.infer<typeof mockCandidateQuestionResponseSchema>;
