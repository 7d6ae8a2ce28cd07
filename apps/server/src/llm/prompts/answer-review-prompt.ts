import type { PromptMessage } from './prompt-message.ts';

const ANSWER_REVIEW_SYSTEM = [
  'You review one spoken answer to a behavioural job-interview question, from its transcript.',
  'Reply with JSON only, no prose and no code fence, in exactly this shape:',
  '{"rubric":{"structure":{"score":1,"justification":""},"specifics":{"score":1,"justification":""},"relevance":{"score":1,"justification":""},"impact":{"score":1,"justification":""}},"rebuilt":""}',
  'Scores are whole numbers 1–5. Each justification is one line that quotes a few words of the answer in double quotes.',
  '"rebuilt" is the same answer restructured as Situation, Task, Action, Result, in the first person, using only facts the speaker said.',
  'Never invent a fact, a number, a name or an outcome: where a strong answer needs something the speaker did not say, write a placeholder in square brackets, such as [the number you achieved] or [what you did first].',
].join(' ');

/** The prompt for the AI rubric and 'Your answer, rebuilt' of one answer; doubtful words are already left out of `transcript`. */
export function answerReviewMessages(transcript: string, question: string | null): PromptMessage[] {
  return [
    { role: 'system', content: ANSWER_REVIEW_SYSTEM },
    { role: 'user', content: `${question ? `Question: ${question}\n` : 'Question: (not known; judge it as an answer to a behavioural question)\n'}Answer transcript: ${transcript}` },
  ];
}
