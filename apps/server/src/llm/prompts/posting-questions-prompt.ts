import { MOCK_QUESTION_TYPES } from '@rehearse/contract/mock-question-sets';
import type { PromptMessage } from './prompt-message.ts';

const SYSTEM = [
  'You write interview questions for a candidate practising for a specific job.',
  'Answer with JSON only: an array of objects {"text": string, "type": one of ' + MOCK_QUESTION_TYPES.map((t) => `"${t}"`).join(', ') + ', "line_number": number, "strong_answer": string[]}.',
  '"line_number" is the number of the posting line the question is about; "strong_answer" lists 2 to 4 things a strong answer contains.',
  'Ask what a real interviewer for this job would ask; one question per object; no numbering, no preamble.',
].join(' ');

/** The prompt asking a model for `count` questions about a posting, its lines numbered as stored. */
export function postingQuestionsPrompt(lines: ReadonlyArray<{ number: number; text: string }>, count: number): PromptMessage[] {
  const numbered = lines.map((l) => `${l.number}: ${l.text}`).join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Write ${count} interview question${count === 1 ? '' : 's'} for this job posting.\n\n${numbered}` },
  ];
}
