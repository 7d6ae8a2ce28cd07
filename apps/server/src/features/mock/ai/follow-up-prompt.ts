import type { PromptMessage } from '@rehearse/coach/coach-prompt';

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

/** The model's follow-up: one question of sensible length, quotes and labels removed; null otherwise. */
export function parseFollowUp(reply: string): string | null {
  const text = reply
    .trim()
    .replace(/^(follow-?up( question)?|question)\s*:\s*/i, '')
    .replace(/^["“']|["”']$/g, '')
    .trim();
  if (text.length < 10 || text.length > 300 || !text.endsWith('?') || text.includes('\n')) return null;
  return text;
}
