import { initialEchoGate, type EchoGateState } from '@rehearse/interviewer/conversation/echo-gate';
import { describe, expect, it } from 'vitest';
import { listeningFrame, type HeardNow } from './listening-frame.ts';

const playback = (i: number) => -30 + 12 * Math.sin(i * 0.032 * 2 * Math.PI * 4);

function feed(frames: HeardNow[]) {
  let gate: EchoGateState = initialEchoGate;
  return frames.map((now) => {
    const step = listeningFrame(gate, now);
    gate = step.echo;
    return step;
  });
}

describe('the frame the turn-taker hears', () => {
  it('passes the voice model s probability and the level on when nothing plays', () => {
    const [step] = feed([{ levelDb: -30, speechProbability: 0.9, playDb: null }]);
    expect(step!.frame).toEqual({ levelDb: -30, speechProbability: 0.9 });
    expect(step!.echoHeard).toBe(false);
  });

  it('gives the level alone when the voice model is not running', () => {
    const [step] = feed([{ levelDb: -30, speechProbability: undefined, playDb: null }]);
    expect(step!.frame).toEqual({ levelDb: -30 });
  });

  it('turns the interviewer s echo into silence and says it was heard', () => {
    const steps = feed(Array.from({ length: 30 }, (_, i) => ({ levelDb: playback(i) - 15, speechProbability: 0.95, playDb: playback(i) })));
    const last = steps.at(-1)!;
    expect(last.echoHeard).toBe(true);
    expect(last.frame).toEqual({ levelDb: -100, speechProbability: 0 });
  });

  it('lets the candidate talking over the interviewer through', () => {
    const candidate = (i: number) => -22 + 8 * Math.sin(i * 0.032 * 2 * Math.PI * 2.7 + 1.3);
    const steps = feed(Array.from({ length: 30 }, (_, i) => ({ levelDb: candidate(i), speechProbability: 0.95, playDb: playback(i) })));
    expect(steps.some((s) => s.echoHeard)).toBe(false);
    expect(steps.at(-1)!.frame.speechProbability).toBe(0.95);
  });
});
