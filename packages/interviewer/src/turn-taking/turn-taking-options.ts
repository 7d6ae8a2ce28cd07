import type { SentenceCue } from './sentence-cue.ts';

export interface TurnTakingOptions {
  /** Speech starts above `on` and lasts until the probability falls below `off` (hysteresis against flicker). */
  speechProbability: { on: number; off: number };
  /** The same for a microphone level in dBFS, when there is no voice-activity model. */
  speechLevelDb: { on: number; off: number };
  /**
   * Added to the level threshold while the interviewer speaks: what echo cancellation leaves of the interviewer's voice
   * is quieter than a candidate talking over it, and must not count as the candidate.
   */
  echoMarginDb: number;
  /** Voice shorter than this does not start an answer (a click, a cough, a breath). */
  minSpeechSeconds: number;
  /** Continuous candidate speech while the interviewer talks that makes the interviewer stop. */
  bargeInSeconds: number;
  /**
   * Silence, in seconds, after which the answer is over, by what the last words say: short after a sentence that may
   * have ended, longer mid-sentence, longest after a hesitation; `none` is the wait for an answer to begin.
   */
  patienceSeconds: Record<SentenceCue, number>;
  /** Silence after a spoken "that's my answer" before the turn ends: just enough to hear that nothing follows. */
  spokenEndSeconds: number;
  /** Scales every patience (a friendly interviewer waits longer, a tough one less). */
  patienceScale: number;
}

/**
 * Patience follows conversation-analysis figures: gaps between turns in conversation are mostly under a second, and
 * a silence of about one second is felt as the "standard maximum" (Jefferson 1989); within a turn, pauses after a
 * hesitation or before a content word run longer (Clark & Fox Tree 2002: "um" announces a long delay). Checked on the
 * recorded traces in `traces/` (see docs/decisions for the figures).
 */
export const DEFAULT_TURN_TAKING: TurnTakingOptions = {
  speechProbability: { on: 0.5, off: 0.35 },
  speechLevelDb: { on: -40, off: -46 },
  echoMarginDb: 6,
  minSpeechSeconds: 0.15,
  bargeInSeconds: 0.3,
  patienceSeconds: { none: 10, open: 1.2, unfinished: 2.5, hesitation: 3.2 },
  spokenEndSeconds: 0.3,
  patienceScale: 1,
};
