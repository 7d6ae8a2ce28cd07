import { z } from 'zod';
import { MOCK_TARGET_TIMES } from './mock-constants.ts';

/**
 * Question sets of the mock interview: the behavioural bank, a general set and one set per
 * role. The server keeps one JSON file per set and checks it against `questionSetFileSchema` at load.
 */

export const MOCK_QUESTION_SET_IDS = [
  'behavioural',
  'general',
  'software_engineer',
  'data_analyst',
  'product_manager',
  'project_manager',
  'designer',
  'marketing',
  'sales',
  'customer_support',
  'finance_accounting',
  'nursing_healthcare',
  'teaching',
] as const;
export const questionSetIdSchema = z.enum(MOCK_QUESTION_SET_IDS);
export type QuestionSetId = z.infer<typeof questionSetIdSchema>;
export const DEFAULT_QUESTION_SET: QuestionSetId = 'behavioural';

export const MOCK_QUESTION_TYPES = ['behavioural', 'situational', 'role_knowledge', 'motivational'] as const;
export const questionTypeSchema = z.enum(MOCK_QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;


/** A competency slug ('teamwork', 'sql', 'stakeholder_management'); `competencyLabel` turns it into words. */
export const questionCompetencySchema = z.string().regex(/^[a-z][a-z0-9_]{1,47}$/, 'competency must be a lower-case slug');

/** One question as a set file holds it. */
export const setQuestionSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,48}$/),
  text: z.string().min(10).max(400),
  competency: questionCompetencySchema,
  type: questionTypeSchema,
  target_time: z.union([z.literal(MOCK_TARGET_TIMES[0]), z.literal(MOCK_TARGET_TIMES[1])]),
  /** The Pro Tip shown on the question card. */
  tips: z.string().min(10).max(400),
  /** What a strong answer contains, one point per item. */
  strong_answer: z.array(z.string().min(5).max(300)).min(2).max(6),
});
export type SetQuestion = z.infer<typeof setQuestionSchema>;

export const questionSetFileSchema = z.object({
  id: questionSetIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  questions: z.array(setQuestionSchema).min(25),
});
export type QuestionSetFile = z.infer<typeof questionSetFileSchema>;

/** GET /api/mock/question-sets/: what the start screen offers. */
export const questionSetSummarySchema = z.object({
  id: questionSetIdSchema,
  title: z.string(),
  description: z.string(),
  question_count: z.number().int().positive(),
  competencies: z.array(questionCompetencySchema),
});
export type QuestionSetSummary = z.infer<typeof questionSetSummarySchema>;

export const questionSetsResponseSchema = z.object({
  success: z.literal(true),
  sets: z.array(questionSetSummarySchema),
});
export type QuestionSetsResponse = z.infer<typeof questionSetsResponseSchema>;
