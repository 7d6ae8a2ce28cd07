import type { TurnFrame } from './turn-frame.ts';

/** A stretch of a recorded scenario: the candidate speaking, silence, or the interviewer speaking. */
export interface TraceSegment {
  kind: 'speech' | 'silence' | 'interviewer';
  start: number;
  end: number;
  text?: string;
}

/**
 * A recorded turn: the microphone's level per frame as ffmpeg measured it, the words a streaming recogniser would have
 * shown and when, the key presses, and the scenario's layout (where the speech and the pauses are).
 */
export interface TurnTrace {
  name: string;
  description: string;
  frameSeconds: number;
  segments: TraceSegment[];
  words: { word: string; at: number }[];
  keyPresses: number[];
  levelsDb: number[];
  /** Silero VAD v5's speech probability for the same frames (as the browser's voice model gives it). */
  speechProbabilities?: number[];
}

/**
 * The trace as the frames the browser would feed the turn-taker: `level`, the microphone level alone (the fallback);
 * `voice-model`, the VAD's probability with the level beside it, as the page sends them when the model runs.
 */
export function traceFrames(trace: TurnTrace, source: 'level' | 'voice-model' = 'level'): TurnFrame[] {
  const speaking = trace.segments.filter((s) => s.kind === 'interviewer');
  const pressed = new Set(trace.keyPresses.map((t) => Math.round(t / trace.frameSeconds)));
  return trace.levelsDb.map((levelDb, i) => {
    const t = Math.round(i * trace.frameSeconds * 1000) / 1000;
    return {
      t,
      levelDb,
      ...(source === 'voice-model' ? { speechProbability: trace.speechProbabilities?.[i] ?? 0 } : {}),
      words: trace.words.filter((w) => w.at <= t).map((w) => w.word),
      interviewerSpeaking: speaking.some((s) => t >= s.start && t < s.end),
      keyPressed: pressed.has(i),
    };
  });
}
