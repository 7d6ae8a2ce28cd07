/**
 * One moment of the candidate's side of the call, as the browser sees it every audio frame (≈ 32 ms, Silero VAD's
 * window): how likely the microphone holds speech, the words recognised so far in this turn, and whether the
 * interviewer's voice is playing.
 */
export interface TurnFrame {
  /** Seconds since the turn began (the interviewer started asking). */
  t: number;
  /** A voice-activity model's speech probability, 0–1, when one runs. */
  speechProbability?: number;
  /** The microphone's RMS level in dBFS, the fallback when no voice-activity model runs. */
  levelDb?: number;
  /** The candidate's words recognised so far in this turn (partial transcripts), as `spokenWords` gives them. */
  words: readonly string[];
  interviewerSpeaking: boolean;
  /** The candidate pressed the "I'm done" key during this frame. */
  keyPressed?: boolean;
}
