import { describe, expect, it } from 'vitest';
import { questionFocus } from './question-focus.ts';

describe('questionFocus', () => {
  it('finds a third party doing something, or the candidate receiving something', () => {
    expect(questionFocus('Describe a time when a teammate was not pulling their weight. What did you do?')).toEqual({ doer: 'other', subjectText: 'a teammate', verb: 'pull', complement: 'weight' });
    expect(questionFocus('Tell me about a time data changed your mind.')).toMatchObject({ doer: 'other', verb: 'change', complement: 'mind' });
    expect(questionFocus('Give an example of a time you received harsh criticism.')).toEqual({ doer: 'you', subjectText: 'you', verb: 'receive', complement: 'criticism' });
  });

  it('has no focus when the question asks what the candidate did', () => {
    expect(questionFocus('Tell me about a time you worked on a team to reach a difficult goal.')).toBeNull();
    expect(questionFocus('Give an example of how you helped a new team member get up to speed.')).toBeNull();
  });
});
