import type { CandidateQuestionTopic } from '@rehearse/contract/interview-conversation';

const countOf = (n: number, noun: string): string => `${n === 1 ? 'one' : n} ${noun}${n === 1 ? '' : 's'}`;

/** What the built-in interviewer says, apart from the questions themselves and the persona's own lines. */
export const CONVERSATION_LINES = {
  greeting: (name: string | null, count: number): string =>
    `Hello${name ? ` ${name}` : ''}, thank you for joining me today. I will ask you ${count === 1 ? 'one question. Take your time with it' : `${count} questions. Take your time with each`}, and tell me when you are done.`,
  welcomeBack: (name: string | null, count: number): string =>
    `Welcome back${name ? ` ${name}` : ''}. Let us go on where we left off: ${count === 1 ? 'one question is' : `${count} questions are`} left.`,
  first: 'Here is the first question.',
  nextLeft: 'Here is the next one.',
  next: 'Next question.',
  repeat: 'Of course. Here it is again.',
  retake: 'Of course, take it again. Here is the question.',
  resumed: 'Welcome back. Here is the question again.',
  giveTime: 'Of course, take your time. I am listening whenever you are ready.',
  noAnswer: 'Take your time. I am listening whenever you are ready.',
  movingOn: 'Let us move on.',
  close: 'That was my last question. Do you have any questions for me?',
  anythingElse: 'Is there anything else you would like to ask?',
  /** The closing summary when the server's could not be had: the count, and where the rest is. */
  summary: (questions: number, followUps: number): string =>
    `You answered ${countOf(questions, 'question')}${followUps > 0 ? ` and ${countOf(followUps, 'follow-up')}` : ''}. Your report will show what went well and what to work on.`,
  goodbye: (name: string | null): string => `Thank you for your time${name ? `, ${name}` : ''}. That is the end of the interview. Goodbye.`,
  /** Built-in answers to a candidate's question, by topic: honest that this is practice, and pointing at who would know. */
  reply: {
    next_steps: 'Good question. In a real interview you would hear about next steps within a week or two; asking about them shows you are keen.',
    team: 'Good question. In a real interview, the hiring manager would describe the team here; asking about it shows you care about who you would work with.',
    role: 'Good question. In a real interview, this is where you would learn what success looks like in the first months of the role.',
    other: 'Good question. In a real interview, the interviewer would answer that from what they know of the company.',
  } satisfies Record<CandidateQuestionTopic, string>,
} as const;
