import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { describe, expect, it } from 'vitest';
import { mockFiguresBasis } from './mock-figures-basis.ts';

const q = (over: Partial<MockQuestionResult>) => ({ skipped: false, typed: undefined, score: 70, ...over }) as MockQuestionResult;

describe('mockFiguresBasis', () => {
  it('says how many answers the figures are over and names the ones left out', () => {
    const questions = [q({}), q({}), q({ skipped: true, score: null }), q({})];
    const makeup = { complete: true, left_out: [{ question: 2, part: 'content' as const, cause: 'not_enough_speech' as const, detail: null }] };
    expect(mockFiguresBasis(questions, makeup)).toBe('Figures over the 2 answers in the overall; Q2 is left out.');
  });

  it('counts every analysed recorded answer when none is left out, and leaves typed answers aside', () => {
    expect(mockFiguresBasis([q({}), q({ typed: true, score: null })], { complete: true, left_out: [] })).toBe('Figures over the 1 answer analysed.');
    expect(mockFiguresBasis(null, { complete: true })).toBeNull();
  });

  it('names a left-out answer as the report labels it, a follow-up with its question’s number', () => {
    const questions = [q({ question_key: 'a', follow_up_of: null }), q({ question_key: 'a__fu', follow_up_of: 'a' }), q({ question_key: 'b', follow_up_of: null })];
    const makeup = { complete: true, left_out: [{ question: 3, part: 'content' as const, cause: 'not_enough_speech' as const, detail: null }] };
    expect(mockFiguresBasis(questions, makeup)).toBe('Figures over the 2 answers in the overall; Q2 is left out.');
  });
});
