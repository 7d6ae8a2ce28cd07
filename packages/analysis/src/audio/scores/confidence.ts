import { weightedMean } from './bands.ts';
import { fillerRateScore } from './filler-rate.ts';
import { longPauseScore } from './long-pauses.ts';
import { paceScore } from './pace.ts';
import { levelScore } from './volume.ts';

/**
 * Vocal confidence — how assured the delivery sounds, not a judgement of the person. Listeners hear more confidence
 * in louder, faster, less hesitant speech (Scherer, London & Wolf 1973; Kimble & Seidel 1991). Weights: 35 % speech
 * level, 25 % pace, 20 % long pauses, 20 % filler rate.
 */
export function confidenceScore(input: {
  meanDbfs: number | null;
  wordsPerMinute: number | null;
  longPausesPerMinute: number | null;
  fillersPerMinute: number | null;
}): number | null {
  if (input.meanDbfs === null) return null;
  return weightedMean([
    { score: levelScore(input.meanDbfs), weight: 0.35 },
    { score: paceScore(input.wordsPerMinute), weight: 0.25 },
    { score: longPauseScore(input.longPausesPerMinute), weight: 0.2 },
    { score: fillerRateScore(input.fillersPerMinute), weight: 0.2 },
  ]);
}
