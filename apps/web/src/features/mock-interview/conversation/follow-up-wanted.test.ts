import { describe, expect, it } from 'vitest';
import { followUpWanted } from './follow-up-wanted.ts';

const questions = [
  { key: 'q1', follow_up_of: null },
  { key: 'q1__fu', follow_up_of: 'q1' },
  { key: 'q2', follow_up_of: null },
];

describe('whether a follow-up is asked for', () => {
  it('asks for one after a question that has none yet', () => {
    expect(followUpWanted(questions, 'q2')).toBe(true);
  });

  it('does not ask again for a question that already has its follow-up', () => {
    expect(followUpWanted(questions, 'q1')).toBe(false);
  });

  it('never asks for a follow-up of a follow-up', () => {
    expect(followUpWanted(questions, 'q1__fu')).toBe(false);
  });
});
