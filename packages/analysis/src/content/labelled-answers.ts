import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentPartSchema } from '@rehearse/contract/answer-content';
import { competencySchema } from '@rehearse/contract/mock-result';

/**
 * The labelled set (labelled-answers.json): answers written for this purpose — strong, vague, off-topic, all-"we",
 * hedged, repetitive, slow to start, short, scene-heavy, without a result — each with the parts a coach would flag
 * as an improvement. `npm run bench:content` prints each rule's precision and recall on it (docs/BENCHMARKS.md).
 */
export const labelledAnswerSchema = z.object({
  id: z.string(),
  kind: z.string(),
  question: z.string(),
  competency: competencySchema,
  target_seconds: z.number().positive(),
  text: z.string(),
  expected: z.array(contentPartSchema),
});
export type LabelledAnswer = z.infer<typeof labelledAnswerSchema>;

export function loadLabelledAnswers(): LabelledAnswer[] {
  return z.array(labelledAnswerSchema).parse(JSON.parse(readFileSync(new URL('./labelled-answers.json', import.meta.url), 'utf8')));
}
