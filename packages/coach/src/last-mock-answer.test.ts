import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { describe, expect, it } from 'vitest';
import { answeredLine } from './last-mock-answer.ts';

const question = (skipped: boolean, follow_up_of: string | null = null) => ({ skipped, follow_up_of }) as MockQuestionResult;

describe('answeredLine', () => {
  it('counts the questions alone when no follow-up was asked', () => {
    expect(answeredLine([question(false), question(true), question(false)])).toBe('2 of 3 questions');
    expect(answeredLine([question(false)])).toBe('1 of 1 question');
  });

  it('counts follow-ups apart from the questions, as the report numbers them with their question', () => {
    expect(answeredLine([question(false), question(false, 'a'), question(false), question(true, 'c')])).toBe('2 of 2 questions, and 1 of 2 follow-ups');
  });
});
