import { mockQuestionResultSchema, type MockQuestionResult } from '@rehearse/contract/mock-result';
import { z } from 'zod';

const questionsSchema = z.object({ questions: z.array(mockQuestionResultSchema) });

/** The per-question results of a mock interview's analysis, or null for any other analysis (or a malformed one). */
export function mockQuestionsOf(results: unknown): MockQuestionResult[] | null {
  const parsed = questionsSchema.safeParse(results);
  return parsed.success ? parsed.data.questions : null;
}
