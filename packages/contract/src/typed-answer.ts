import { z } from 'zod';
import { answerContentSchema } from './answer-content.ts';

/**
 * A typed answer (Interview Warmup lets users type too): about 500 words, three minutes read aloud at 150 words a
 * minute — well past the longest question's 90 s, so a real answer always fits, and the judgement stays fast.
 */
export const TYPED_ANSWER_MAX_CHARS = 3_000;

/**
 * An answer typed instead of recorded: its text and what it said, judged like a transcript read at 150 words a minute
 * (engine "written"). It has no recording, so no video or audio scores, and it counts in no overall: content only.
 */
export const typedAnswerSchema = z.object({
  text: z.string(),
  content: answerContentSchema,
});
export type TypedAnswer = z.infer<typeof typedAnswerSchema>;
