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
 * Patience after a sentence that may have ended sits above the pauses readers leave between sentences: on the
 * LibriVox trace the level-based detector hears 1.28 s of silence between two read sentences, so 1.6 s. Gaps between
 * turns in conversation are mostly under a second and a silence of about one second is felt as the "standard maximum"
 * (Jefferson 1989), but an interview answer is thought out while spoken. A hesitation announces a long delay (Clark &
 * Fox Tree 2002: "um" a longer one than "uh"), and a sentence stopped after "the" or "and" has to go on, so those wait
 * longer; a long silence ends the answer whatever came before it.
 */
export const DEFAULT_TURN_TAKING: TurnTakingOptions = {
  speechProbability: { on: 0.5, off: 0.35 },
  speechLevelDb: { on: -40, off: -46 },
  echoMarginDb: 6,
  minSpeechSeconds: 0.15,
  bargeInSeconds: 0.3,
  patienceSeconds: { none: 10, open: 1.6, unfinished: 3, hesitation: 4 },
  spokenEndSeconds: 0.3,
  patienceScale: 1,
};
