import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_TAKING } from './turn-taking-options.ts';
import { patienceFor, replayTurn, type TurnEvent } from './turn-taking.ts';
import { traceFrames, type TurnTrace } from './turn-trace.ts';

/** Traces recorded by scripts/make-turn-traces.ts from espeak-ng and LibriVox speech, measured by ffmpeg. */
const trace = (name: string) => JSON.parse(readFileSync(new URL(`./traces/${name}.json`, import.meta.url), 'utf8')) as TurnTrace;
const speech = (t: TurnTrace) => t.segments.filter((s) => s.kind === 'speech');
const lastSpeechEnd = (t: TurnTrace) => Math.max(...speech(t).map((s) => s.end));
const ended = (events: TurnEvent[]) => events.filter((e) => e.type === 'answer-ended');

function replay(name: string, source: 'level' | 'voice-model') {
  const t = trace(name);
  return { t, events: replayTurn(traceFrames(t, source)) };
}

// The same decisions whether the voice model (Silero VAD) or the microphone level tells speech from silence.
describe.each(['level', 'voice-model'] as const)('turn-taking on recorded traces, listening by %s', (source) => {
  it('waits through a pause after "um" and ends after the final silence', () => {
    const { t, events } = replay('pause-after-filler', source);
    const [first, second] = speech(t);
    const [end, ...more] = ended(events);
    expect(more).toEqual([]);
    expect(end?.reason).toBe('silence');
    expect(end!.t).toBeGreaterThan(second!.end);
    expect(end!.t).toBeGreaterThan(first!.end + 2);
    expect(events.filter((e) => e.type === 'answer-started')).toHaveLength(1);
  });

  it('waits through a pause mid-sentence (after "the")', () => {
    const { t, events } = replay('pause-mid-sentence', source);
    const end = ended(events)[0];
    expect(end?.reason).toBe('silence');
    expect(end!.t).toBeGreaterThan(lastSpeechEnd(t));
  });

  it('ends a long silence even after a hesitation, later than after a finished sentence', () => {
    const trailing = replay('silence-after-filler', source);
    const afterFiller = ended(trailing.events)[0];
    expect(afterFiller?.reason).toBe('silence');
    expect(afterFiller!.t).toBeLessThan(trailing.t.segments.at(-1)!.end);

    const finished = replay('finished-sentence', source);
    const afterSentence = ended(finished.events)[0];
    expect(afterSentence?.reason).toBe('silence');
    expect(afterFiller!.silenceSeconds).toBeGreaterThan(afterSentence!.silenceSeconds);
    expect(afterSentence!.t - lastSpeechEnd(finished.t)).toBeLessThan(patienceFor(['uh']));
  });

  it('ends at once on a spoken "that\'s my answer"', () => {
    const { t, events } = replay('spoken-end', source);
    const end = ended(events)[0];
    expect(end?.reason).toBe('spoken_end');
    expect(end!.silenceSeconds).toBeLessThan(DEFAULT_TURN_TAKING.patienceSeconds.open);
    expect(end!.t).toBeGreaterThan(lastSpeechEnd(t));
  });

  it('stops the interviewer when the candidate talks over it, and not before', () => {
    const { t, events } = replay('barge-in', source);
    const interviewer = t.segments.find((s) => s.kind === 'interviewer')!;
    const candidate = speech(t)[0]!;
    const bargeIns = events.filter((e) => e.type === 'barge-in');
    expect(bargeIns).toHaveLength(1);
    expect(bargeIns[0]!.t).toBeGreaterThan(candidate.start);
    expect(bargeIns[0]!.t).toBeLessThan(interviewer.end);
    expect(ended(events)[0]?.t).toBeGreaterThan(candidate.end);
  });

  it("never takes the interviewer's own echo for the candidate", () => {
    const { t, events } = replay('echo-then-answer', source);
    const interviewer = t.segments.find((s) => s.kind === 'interviewer')!;
    expect(events.filter((e) => e.type === 'barge-in')).toEqual([]);
    const started = events.find((e) => e.type === 'answer-started');
    expect(started!.t).toBeGreaterThanOrEqual(interviewer.end);
    expect(ended(events)[0]?.t).toBeGreaterThan(lastSpeechEnd(t));
  });

  it("waits through a reader's breaths between sentences of real speech", () => {
    const { t, events } = replay('read-speech-with-breaths', source);
    const end = ended(events);
    expect(end).toHaveLength(1);
    expect(end[0]!.t).toBeGreaterThan(lastSpeechEnd(t));
  });

  it('ends at the key press', () => {
    const { t, events } = replay('keypress', source);
    const end = ended(events)[0];
    expect(end?.reason).toBe('keypress');
    expect(end!.t).toBeCloseTo(t.keyPresses[0]!, 1);
  });

  it('gives up waiting when no answer comes, counting from the end of the question', () => {
    const { t, events } = replay('no-answer', source);
    const interviewer = t.segments.find((s) => s.kind === 'interviewer')!;
    expect(events.filter((e) => e.type === 'answer-started')).toEqual([]);
    const end = ended(events)[0];
    expect(end?.reason).toBe('silence');
    expect(end!.t - interviewer.end).toBeGreaterThanOrEqual(DEFAULT_TURN_TAKING.patienceSeconds.none - t.frameSeconds);
  });
});

describe('patience', () => {
  it('is longest after a hesitation, then mid-sentence, then after words that may end a sentence', () => {
    expect(patienceFor(['we', 'moved', 'um'])).toBeGreaterThan(patienceFor(['we', 'moved', 'to', 'the']));
    expect(patienceFor(['we', 'moved', 'to', 'the'])).toBeGreaterThan(patienceFor(['we', 'moved', 'house']));
  });

  it('scales with the persona', () => {
    expect(patienceFor(['done', 'well'], { ...DEFAULT_TURN_TAKING, patienceScale: 1.5 })).toBeGreaterThan(patienceFor(['done', 'well']));
  });
});
