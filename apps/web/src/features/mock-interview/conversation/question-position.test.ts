import { describe, expect, it } from 'vitest';
import { questionPosition } from './question-position.ts';

const questions = [
  { key: 'a', follow_up_of: null },
  { key: 'a-more', follow_up_of: 'a' },
  { key: 'b', follow_up_of: null },
];

describe('the asked question’s place in the conversation', () => {
  it('counts the interview’s own questions, with a follow-up at the place of its question', () => {
    expect(questionPosition(questions, 'a')).toEqual({ question: 1, of: 2, followUp: false });
    expect(questionPosition(questions, 'a-more')).toEqual({ question: 1, of: 2, followUp: true });
    expect(questionPosition(questions, 'b')).toEqual({ question: 2, of: 2, followUp: false });
  });

  it('is null for a question not in the interview', () => {
    expect(questionPosition(questions, 'z')).toBeNull();
  });
});
