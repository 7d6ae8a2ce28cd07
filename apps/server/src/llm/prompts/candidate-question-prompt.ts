import { z } from 'zod';
import type { MockPosting } from '@rehearse/contract/mock-interview';
import type { PromptMessage } from './prompt-message.ts';
import type { StructuredOutput } from '../structured-completion.ts';

/** The longest posting text put in the prompt: the local model's context is small, and the top of a posting says most. */
const MAX_POSTING_CHARS = 3_000;

const SYSTEM =
  'You are the interviewer at the end of a practice job interview. The candidate has asked you a question. Answer it in ' +
  'two or three short spoken sentences, using only what the job posting says. If the posting does not say, say so ' +
  'plainly and tell them who at the company could answer it. Never invent facts about the company. Reply as JSON.';

export const candidateReplyOutput: StructuredOutput<{ reply: string }> = {
  name: 'candidate_question_reply',
  schema: z.object({ reply: z.string().min(10).max(400).describe('What the interviewer says, as spoken sentences') }),
  maxTokens: 200,
};

export function candidateQuestionPrompt(question: string, posting: MockPosting | null): PromptMessage[] {
  const context = posting ? `Job posting:\n${posting.text.slice(0, MAX_POSTING_CHARS)}` : 'No job posting was given.';
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${context}\n\nThe candidate asks: ${question}` },
  ];
}
