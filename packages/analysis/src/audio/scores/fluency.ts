import { weightedMean } from './bands.ts';
import { fillerRateScore } from './filler-rate.ts';
import { longPauseScore } from './long-pauses.ts';
import { meanLengthOfRunScore } from './mean-length-of-run.ts';

/** Fluency: 35 % filler rate, 35 % long pauses, 30 % mean length of run. Null without speech to measure. */
export function fluencyScore(input: {
  fillersPerMinute: number | null;
  longPausesPerMinute: number | null;
  syllablesPerRun: number | null;
}): number | null {
  return weightedMean([
    { score: fillerRateScore(input.fillersPerMinute), weight: 0.35 },
    { score: longPauseScore(input.longPausesPerMinute), weight: 0.35 },
    { score: meanLengthOfRunScore(input.syllablesPerRun), weight: 0.3 },
  ]);
}
