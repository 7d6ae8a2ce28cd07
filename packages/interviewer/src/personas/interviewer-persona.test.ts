import { MOCK_MAX_ANSWER_SECONDS } from '@rehearse/contract/mock-constants';
import { describe, expect, it } from 'vitest';
import { patienceFor } from '../turn-taking/turn-taking.ts';
import { answerCutOff, followUpFor, shouldCutAnswer } from './interviewer-persona.ts';
import { turnTakingFor } from './persona-turn-taking.ts';

describe('interviewer personas', () => {
  it('the tough interviewer cuts in at twice the target or at the answer cap, whichever comes first', () => {
    expect(answerCutOff('tough', 20)).toEqual({ seconds: 40, reason: 'twice_target' });
    expect(answerCutOff('tough', 60)).toEqual({ seconds: MOCK_MAX_ANSWER_SECONDS, reason: 'answer_cap' });
    expect(answerCutOff('tough', MOCK_MAX_ANSWER_SECONDS / 2)).toEqual({ seconds: MOCK_MAX_ANSWER_SECONDS, reason: 'answer_cap' });
  });

  it('the others let an answer run to the cap', () => {
    expect(answerCutOff('friendly', 20)).toEqual({ seconds: MOCK_MAX_ANSWER_SECONDS, reason: 'answer_cap' });
    expect(answerCutOff('neutral', 20).reason).toBe('answer_cap');
    expect(shouldCutAnswer('neutral', 20, 45)).toBeNull();
    expect(shouldCutAnswer('tough', 20, 45)).toEqual({ seconds: 40, reason: 'twice_target' });
  });

  it('asks about the first gap the content rules found; only the tough one presses when nothing is missing', () => {
    expect(followUpFor('friendly', { gaps: ['no_result', 'all_we'], hasFigures: false })).toEqual({ reason: 'no_result' });
    expect(followUpFor('neutral', { gaps: [], hasFigures: false })).toBeNull();
    expect(followUpFor('tough', { gaps: [], hasFigures: false })).toEqual({ reason: 'specifics' });
    expect(followUpFor('tough', { gaps: [], hasFigures: true })).toBeNull();
  });
});

describe('persona patience', () => {
  it('a friendly interviewer waits longer through a pause than a tough one', () => {
    const words = ['we', 'shipped', 'it'];
    expect(patienceFor(words, turnTakingFor('friendly'))).toBeGreaterThan(patienceFor(words, turnTakingFor('neutral')));
    expect(patienceFor(words, turnTakingFor('neutral'))).toBeGreaterThan(patienceFor(words, turnTakingFor('tough')));
  });
});
