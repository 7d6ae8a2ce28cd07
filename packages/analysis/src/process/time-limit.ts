import type { AnalysisOptions } from '../analysis-options.ts';

/** How long one child process may run, and what it does (named in the message when it runs out). */
export interface TimeLimit {
  /** 'Decoding the audio': the start of the user-facing sentence. */
  task: string;
  ms: number;
}

/**
 * A child working on `mediaSeconds` of media may take `timeLimitPerMediaSecond` seconds per media second, never
 * less than the floor. An unknown duration (before the probe has measured it) gets the floor.
 */
export function timeLimitFor(
  task: string,
  mediaSeconds: number | null,
  options: Pick<AnalysisOptions, 'timeLimitFloorSeconds' | 'timeLimitPerMediaSecond'>,
): TimeLimit {
  const proportional = mediaSeconds !== null && Number.isFinite(mediaSeconds) && mediaSeconds > 0 ? mediaSeconds * options.timeLimitPerMediaSecond : 0;
  return { task, ms: Math.round(1000 * Math.max(options.timeLimitFloorSeconds, proportional)) };
}
