import type { InterviewMode } from '@rehearse/contract/interview-conversation';
import { MOCK_MAX_ATTEMPTS_PER_QUESTION } from '@rehearse/contract/mock-constants';

/** What a mode allows between answers. */
export interface ModeRules {
  /** A short spoken or written note right after each answer. */
  feedbackAfterEachAnswer: boolean;
  /** Attempts a question may have (the first and its retakes). */
  attemptsPerQuestion: number;
}

/** Practice coaches as it goes and lets the candidate try again; Real is a one-way screening: one take, results at the end. */
export const MODE_RULES: Record<InterviewMode, ModeRules> = {
  practice: { feedbackAfterEachAnswer: true, attemptsPerQuestion: MOCK_MAX_ATTEMPTS_PER_QUESTION },
  real: { feedbackAfterEachAnswer: false, attemptsPerQuestion: 1 },
};

export function retakeAllowed(mode: InterviewMode, attemptsSoFar: number): boolean {
  return attemptsSoFar < MODE_RULES[mode].attemptsPerQuestion;
}

/** The note to give after an answer: the note itself in Practice, nothing in Real (it waits for the report). */
export function feedbackAfterAnswer(mode: InterviewMode, note: string): string | null {
  return MODE_RULES[mode].feedbackAfterEachAnswer ? note : null;
}
