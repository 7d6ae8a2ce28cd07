import type { FeedbackInput } from './feedback-input.ts';
import { formatTime } from './format-time.ts';

type Metrics = FeedbackInput['audio']['metrics'];

/**
 * Seconds a rate of the user's speech (pace, fillers) is counted over: in an interview whose voices were separated,
 * the user's own turns — the words and fillers counted are theirs alone — else the whole recording.
 */
export function countedSeconds(metrics: Metrics): number {
  return metrics.own_time ?? metrics.duration;
}

/** That time as a finding cites it: '0:23 of your own speaking time' in an interview, '0:41' otherwise. */
export function countedSpan(metrics: Metrics): string {
  return metrics.own_time === undefined ? formatTime(metrics.duration) : `${formatTime(metrics.own_time)} of your own speaking time`;
}
