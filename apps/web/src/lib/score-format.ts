import { SCORE_GOOD_THRESHOLD, SCORE_MEDIUM_THRESHOLD } from '@rehearse/contract/analysis-constants';

const SCORE_BAR_MAX = 100;

/** Score bands: 80 and above good (green), 60 to below 80 medium (amber), below 60 poor (red). */
export type ScoreLevel = 'good' | 'medium' | 'poor';

export function scoreLevel(score: number): ScoreLevel {
  if (score >= SCORE_GOOD_THRESHOLD) return 'good';
  if (score >= SCORE_MEDIUM_THRESHOLD) return 'medium';
  return 'poor';
}

/** The band's name, as the spec words it, with its range: shown beside a headline score so colour is not the only cue. */
export const SCORE_LEVEL_LABELS: Record<ScoreLevel, string> = {
  good: `Good (${SCORE_GOOD_THRESHOLD} and above)`,
  medium: `Medium (${SCORE_MEDIUM_THRESHOLD} to below ${SCORE_GOOD_THRESHOLD})`,
  poor: `Poor (below ${SCORE_MEDIUM_THRESHOLD})`,
};

export const SCORE_TEXT_CLASSES: Record<ScoreLevel, string> = {
  good: 'text-green-700',
  medium: 'text-amber-700',
  poor: 'text-red-600',
};
export const SCORE_BAR_CLASSES: Record<ScoreLevel, string> = {
  good: 'bg-green-500',
  medium: 'bg-amber-500',
  poor: 'bg-red-500',
};
export const SCORE_HEX: Record<ScoreLevel, string> = { good: '#16a34a', medium: '#d97706', poor: '#dc2626' };

/** Width of a score bar in percent: bars are capped at 100 (and never negative). */
export function barWidth(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(SCORE_BAR_MAX, Math.max(0, score));
}

/** A 0–1 fraction as a 0–100 percent (metrics are stored as fractions; bars and colours read 0–100). */
export function fractionToPercent(fraction: number): number {
  return fraction * 100;
}
