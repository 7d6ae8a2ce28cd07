import { z } from 'zod';
import type { PromptMessage } from './prompt-message.ts';
import type { StructuredOutput } from '../structured-completion.ts';

/** The longest answer put in the prompt, and the whole of them: the local model's context is small. */
const MAX_ANSWER_CHARS = 1_200;
const MAX_ANSWERS_CHARS = 6_000;

const SYSTEM =
  'You are the interviewer at the end of a practice job interview, about to say goodbye. Sum up how it went in two or ' +
  'three short spoken sentences, speaking to the candidate as "you": one thing their answers did well and one thing to ' +
  'work on, drawn only from the answers below (they were transcribed from speech and may hold recognition errors). ' +
  'Give no score, quote nothing at length, and do not say goodbye. Reply as JSON.';

export const closingSummaryOutput: StructuredOutput<{ summary: string }> = {
  name: 'closing_summary',
  schema: z.object({ summary: z.string().min(10).max(450).describe('What the interviewer says, as spoken sentences') }),
  maxTokens: 200,
};

export interface SummarisedAnswer {
  question: string;
  words: string;
}

export function closingSummaryPrompt(answers: readonly SummarisedAnswer[]): PromptMessage[] {
  let room = MAX_ANSWERS_CHARS;
  const told: string[] = [];
  for (const [i, answer] of answers.entries()) {
    const words = answer.words.trim().slice(0, Math.min(MAX_ANSWER_CHARS, Math.max(0, room))) || '(nothing was heard)';
    room -= words.length;
    told.push(`Question ${i + 1}: ${answer.question}\nAnswer: ${words}`);
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: told.join('\n\n') },
  ];
}
