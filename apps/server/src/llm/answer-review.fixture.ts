import type { AnswerContent } from '@rehearse/contract/answer-content';

/** An answer, the built-in content judged on it, and a model review of it that checks out: the answer-review tests' material. */
export const REVIEWED_ANSWER = 'At my last job the backlog was 40 tickets. I set up a triage rota. We cut it to 12 in two weeks.';

export const rubricItem = (score: number, justification: string) => ({ score, justification });

export const ANSWER_REVIEW = {
  rubric: {
    structure: rubricItem(4, 'Clear order: "At my last job" then "I set up a triage".'),
    specifics: rubricItem(5, 'Numbers: "40 tickets" and "12 in two weeks".'),
    relevance: rubricItem(3, 'Answers a process question: "triage".'),
    impact: rubricItem(4, 'A measured outcome: "cut it to 12".'),
  },
  rebuilt: 'Situation: at my last job the backlog was 40 tickets. Task: [what you were asked to achieve]. Action: I set up a triage rota. Result: we cut it to 12 in two weeks, [the effect on customers].',
};

export const JUDGED_CONTENT: AnswerContent = {
  status: 'judged',
  note: null,
  engine: 'pocketsphinx',
  score: 70,
  parts: { structure: 80, specifics: 100, ownership: 70, hedging: 100, repetition: 100, length: null, relevance: null, vocabulary: null },
  findings: [],
  structure: null,
};
