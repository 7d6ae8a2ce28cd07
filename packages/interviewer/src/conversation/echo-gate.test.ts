import { describe, expect, it } from 'vitest';
import { correlation, initialEchoGate, stepEchoGate, type EchoFrame, type EchoGateState } from './echo-gate.ts';

/** Syllable-like loudness of the interviewer's voice: rises and falls about four times a second (32 ms frames). */
const playback = (i: number) => -30 + 12 * Math.sin((i * 0.032 * 2 * Math.PI) * 4);

function run(frames: EchoFrame[]): { state: EchoGateState; echo: boolean[] } {
  let state = initialEchoGate;
  const echo: boolean[] = [];
  for (const frame of frames) {
    const step = stepEchoGate(state, frame);
    state = step.state;
    echo.push(step.echo);
  }
  return { state, echo };
}

describe('the echo gate', () => {
  it('takes speech that follows the played voice, quieter, for the interviewer s own voice', () => {
    const frames = Array.from({ length: 40 }, (_, i) => ({ micDb: playback(i) - 18 + (i % 3) * 0.5, playDb: playback(i), speech: true }));
    const { state, echo } = run(frames);
    expect(echo.slice(20).every(Boolean)).toBe(true);
    expect(state.echoFrames).toBeGreaterThan(0);
  });

  it('lets a candidate talking over the interviewer through: their loudness has its own rhythm', () => {
    const candidate = (i: number) => -25 + 10 * Math.sin(i * 0.032 * 2 * Math.PI * 2.7 + 1.3);
    const frames = Array.from({ length: 40 }, (_, i) => ({ micDb: candidate(i), playDb: playback(i), speech: true }));
    expect(run(frames).echo.some(Boolean)).toBe(false);
  });

  it('judges nothing while nothing plays, nor before half a second of playback was heard', () => {
    expect(run(Array.from({ length: 40 }, () => ({ micDb: -20, playDb: null, speech: true }))).echo.some(Boolean)).toBe(false);
    const early = Array.from({ length: 10 }, (_, i) => ({ micDb: playback(i) - 18, playDb: playback(i), speech: true }));
    expect(run(early).echo.some(Boolean)).toBe(false);
  });

  it('does not call a steady hum echo: the playback has to move for the comparison to mean anything', () => {
    const frames = Array.from({ length: 40 }, (_, i) => ({ micDb: -40 + (i % 2), playDb: -30 + (i % 2) * 0.5, speech: true }));
    expect(run(frames).echo.some(Boolean)).toBe(false);
  });

  it('measures correlation from −1 to 1', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});
