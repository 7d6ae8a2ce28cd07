import type { PromptMessage } from './prompt-message.ts';

const SYSTEM =
  'You are an interviewer. Read the question and the candidate’s transcribed answer, then ask ONE short follow-up question ' +
  'that probes what the answer left vague or out (their own part, the result, numbers, a concrete example). ' +
  'Reply with the question only, in one sentence, ending with a question mark.';

export function followUpPrompt(question: string, transcript: string): PromptMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Question: ${question}\n\nAnswer (transcribed): ${transcript}` },
  ];
}
