import { formatClock, formatFrameShare, formatPointsDelta, formatScore as formatScoreValue } from '@rehearse/contract/number-format';
import type { MetricKey } from './performance-profile.ts';

/** How the coach writes figures: the screens' one format (decision 027), 'not measured' in a sentence when null. */
export function formatScore(value: number | null): string {
  return value === null ? 'not measured' : formatScoreValue(value);
}

/** Eye contact, posture and engagement are shares of frames (here ×100): whole percents, like on the screens. */
const FRAME_SHARE_METRICS: ReadonlySet<MetricKey> = new Set(['eye_contact', 'posture', 'engagement']);

/** A ranked metric's value in the format of its kind. */
export function formatMetric(key: MetricKey, value: number | null): string {
  if (value === null) return 'not measured';
  return FRAME_SHARE_METRICS.has(key) ? formatFrameShare(value / 100) : formatScoreValue(value);
}

export function formatChange(value: number): string {
  return formatPointsDelta(value);
}

/** 75.4 → '1:15': a time in the recording, as the player and the report show it. */
export function formatTimestamp(seconds: number): string {
  return formatClock(seconds);
}

/** The score bands of the knowledge base's "How to read your scores". */
export const STRONG_SCORE = 80;

export function band(value: number): string {
  return value >= STRONG_SCORE ? 'strong' : value >= 60 ? 'solid, with room to improve' : 'a clear focus area';
}
