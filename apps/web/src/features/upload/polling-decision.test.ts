import { describe, expect, it } from 'vitest';
import { decideNextPoll, INITIAL_POLL_STATE, type PollDecision, type PollState } from './polling-decision.ts';

const running = (progress: number, stage: 'audio' | 'video' = 'audio') =>
  ({ kind: 'status', status: 'processing', stage, progress, error: null }) as const;

function stateOf(d: PollDecision): PollState {
  if (d.kind !== 'continue') throw new Error(`expected continue, got ${d.kind}`);
  return d.state;
}

describe('decideNextPoll', () => {
  it('stops on completed and failed', () => {
    expect(decideNextPoll(INITIAL_POLL_STATE, { kind: 'status', status: 'completed', stage: 'done', progress: 100, error: null }, 30)).toEqual({ kind: 'completed' });
    expect(decideNextPoll(INITIAL_POLL_STATE, { kind: 'status', status: 'failed', stage: 'video', progress: 40, error: 'No video stream' }, 30)).toEqual({ kind: 'failed', error: 'No video stream' });
  });

  it('keeps polling as long as progress advances, beyond the attempt budget', () => {
    let state = INITIAL_POLL_STATE;
    for (let p = 0; p < 100; p += 1) state = stateOf(decideNextPoll(state, running(p), 3));
    expect(state.attemptsWithoutProgress).toBe(0);
    expect(state.lastProgress).toBe(99);
  });

  it('times out after the budget of polls without progress', () => {
    let state = stateOf(decideNextPoll(INITIAL_POLL_STATE, running(10), 3));
    state = stateOf(decideNextPoll(state, running(10), 3));
    state = stateOf(decideNextPoll(state, running(10), 3));
    expect(decideNextPoll(state, running(10), 3)).toEqual({ kind: 'timed-out' });
  });

  it('counts a stage change as progress and a failed request as none', () => {
    let state = stateOf(decideNextPoll(INITIAL_POLL_STATE, running(50, 'audio'), 3));
    state = stateOf(decideNextPoll(state, { kind: 'request-failed' }, 3));
    expect(state.attemptsWithoutProgress).toBe(1);
    state = stateOf(decideNextPoll(state, running(50, 'video'), 3));
    expect(state.attemptsWithoutProgress).toBe(0);
  });
});
