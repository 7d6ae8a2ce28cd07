import { weightedMean } from './bands.ts';

/**
 * The audio performance score: a weighted mean of the six sub-scores (weights renormalised over those measured).
 * Fluency and clarity weigh most: they are what an interviewer notices first (can I follow, is it halting).
 */
export const AUDIO_WEIGHTS = { clarity: 0.2, fluency: 0.2, confidence: 0.15, volume: 0.15, tone: 0.15, articulation: 0.15 } as const;

export type AudioSubScores = Record<keyof typeof AUDIO_WEIGHTS, number | null>;

export function audioPerformanceScore(scores: AudioSubScores): number | null {
  return weightedMean((Object.keys(AUDIO_WEIGHTS) as (keyof typeof AUDIO_WEIGHTS)[]).map((k) => ({ score: scores[k], weight: AUDIO_WEIGHTS[k] })));
}
