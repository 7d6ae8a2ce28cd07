import type { AnalysisStage } from '@rehearse/contract/analysis-result';

export interface ProgressThrottleOptions {
  /** Write at least this often while progress moves. */
  minIntervalMs: number;
  /** …or sooner when progress has moved this many points. */
  minStep: number;
}

/**
 * Decides which progress reports are worth a database write: a new stage always, otherwise
 * only after `minIntervalMs` or a jump of `minStep` points. Pure apart from the clock it is given.
 */
export function createProgressThrottle(options: ProgressThrottleOptions) {
  let lastStage: AnalysisStage | null = null;
  let lastPercent = -Infinity;
  let lastAt = -Infinity;
  return (stage: AnalysisStage, percent: number, nowMs: number): boolean => {
    const rounded = Math.round(percent);
    const write =
      stage !== lastStage || (rounded !== lastPercent && (nowMs - lastAt >= options.minIntervalMs || rounded - lastPercent >= options.minStep));
    if (write) {
      lastStage = stage;
      lastPercent = rounded;
      lastAt = nowMs;
    }
    return write;
  };
}
