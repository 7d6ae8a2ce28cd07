import { FILLER_RATE_BAND } from '../audio/scores/filler-rate.ts';
import { LONG_PAUSE_BAND } from '../audio/scores/long-pauses.ts';
import { PACE_BAND } from '../audio/scores/pace.ts';
import { PITCH_VARIATION_BAND } from '../audio/scores/tone.ts';
import { LEVEL_BAND } from '../audio/scores/volume.ts';

/**
 * The bands the feedback rules compare against, read from the audio scores' own corners so that feedback and scores
 * never disagree (docs/SCORING-audio.md). Video thresholds are on the 0–1 metrics (docs/SCORING-video.md).
 */
export const FEEDBACK_BANDS = {
  /** Full-score pace corners: 120–160 WPM. */
  pace: { low: PACE_BAND[2][0], high: PACE_BAND[3][0] },
  /** Fillers per minute still at full score (2). */
  fillersPerMinute: FILLER_RATE_BAND[1][0],
  /** Pauses over 2 s per minute above which a long pause is worth an item (0.5). */
  longPausesPerMinute: LONG_PAUSE_BAND[1][0],
  /** Pitch SD in semitones: under 2 is monotone; 3–5 full score; over 7 erratic. */
  pitch: { monotone: PITCH_VARIATION_BAND[2][0], low: PITCH_VARIATION_BAND[3][0], high: PITCH_VARIATION_BAND[4][0], erratic: PITCH_VARIATION_BAND[5][0] },
  /** Speech level, dBFS: −26 … −12 full score; under −30 quiet; over −6 near distortion. */
  level: { quiet: LEVEL_BAND[2][0], low: LEVEL_BAND[3][0], high: LEVEL_BAND[4][0], loud: LEVEL_BAND[5][0] },
  /** Video metric (0–1) at or above which it is a strength, and under which it is an improvement. */
  eyeContact: { strength: 0.8, improvement: 0.6 },
  posture: { strength: 0.8, improvement: 0.6 },
  engagement: { strength: 0.75, improvement: 0.55 },
  faceVisible: { strength: 0.95, improvement: 0.9 },
} as const;

/** Time a practice recording is suggested to last in the action plan. */
export const PRACTICE_SECONDS = 60;
