/**
 * Tells the interviewer's own voice, heard back through the candidate's speakers, from the candidate talking over it.
 * Echo follows the played signal: its loudness rises and falls with the interviewer's words, a little quieter. A
 * candidate's voice has its own rhythm. Over the last half second of frames in which the interviewer plays, a
 * microphone level that moves with the playback level (Pearson correlation of the two dB envelopes) is echo.
 */
export interface EchoFrame {
  /** The microphone's RMS level in dBFS. */
  micDb: number;
  /** The interviewer's playing voice's RMS level in dBFS; null when nothing plays or its level is unknown. */
  playDb: number | null;
  /** Whether the voice detector hears speech on the microphone this frame. */
  speech: boolean;
}

export interface EchoGateOptions {
  /** Frames compared (32 ms each). */
  windowFrames: number;
  /** Correlation of the two envelopes at or above which the speech is the interviewer's own voice. */
  minCorrelation: number;
  /** The playback must move this much (dB, max − min) in the window for its correlation to mean anything. */
  minPlaybackSpreadDb: number;
}

export const DEFAULT_ECHO_GATE: EchoGateOptions = { windowFrames: 16, minCorrelation: 0.6, minPlaybackSpreadDb: 6 };

export interface EchoGateState {
  recent: readonly { mic: number; play: number }[];
  /** Frames of speech judged to be echo since the interview began: the headphones hint shows from the first. */
  echoFrames: number;
}

export const initialEchoGate: EchoGateState = { recent: [], echoFrames: 0 };

/** One frame: `echo` true when the speech heard is the interviewer's own voice and must not count as the candidate's. */
export function stepEchoGate(state: EchoGateState, frame: EchoFrame, options: EchoGateOptions = DEFAULT_ECHO_GATE): { state: EchoGateState; echo: boolean } {
  if (frame.playDb === null) return { state: { ...state, recent: [] }, echo: false };
  const recent = [...state.recent, { mic: frame.micDb, play: frame.playDb }].slice(-options.windowFrames);
  const echo = frame.speech && recent.length >= options.windowFrames && followsPlayback(recent, options);
  return { state: { recent, echoFrames: state.echoFrames + (echo ? 1 : 0) }, echo };
}

function followsPlayback(recent: readonly { mic: number; play: number }[], options: EchoGateOptions): boolean {
  const plays = recent.map((r) => r.play);
  if (Math.max(...plays) - Math.min(...plays) < options.minPlaybackSpreadDb) return false;
  return correlation(recent.map((r) => r.mic), plays) >= options.minCorrelation;
}

export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  const mean = (xs: readonly number[]) => xs.slice(0, n).reduce((s, x) => s + x, 0) / n;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : cov / Math.sqrt(va * vb);
}
