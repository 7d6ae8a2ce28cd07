import { describe, expect, it } from 'vitest';
import { mockQuestionPlaces, placeBadge, placeName, positionName } from './mock-question-places.ts';

const q = (question_key: string, follow_up_of: string | null = null) => ({ question_key, follow_up_of });

describe('mockQuestionPlaces', () => {
  it('numbers the interview’s own questions and gives a follow-up its question’s number', () => {
    const places = mockQuestionPlaces([q('a'), q('a__fu', 'a'), q('b'), q('b__fu', 'b'), q('c')]);
    expect(places.map(placeBadge)).toEqual(['Q1', 'Follow-up to Q1', 'Q2', 'Follow-up to Q2', 'Q3']);
    expect(places.map(placeName)).toEqual(['1', '1 follow-up', '2', '2 follow-up', '3']);
  });

  it('numbers reports made before follow-ups (no follow_up_of) and a follow-up whose question is missing as questions', () => {
    expect(mockQuestionPlaces([{ question_key: 'a' }, q('x__fu', 'x'), q('b')]).map(placeBadge)).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('names a position the server counts by as the report labels it; by position without keys', () => {
    const name = positionName([q('a'), q('a__fu', 'a'), q('b')]);
    expect([1, 2, 3, 4].map(name)).toEqual(['Q1', 'Follow-up to Q1', 'Q2', 'Q4']);
    expect([1, 2].map(positionName([{}, {}]))).toEqual(['Q1', 'Q2']);
    expect(positionName(null)(2)).toBe('Q2');
  });
});
