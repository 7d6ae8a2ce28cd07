import { SCORE_GOOD_THRESHOLD, SCORE_MEDIUM_THRESHOLD } from '@rehearse/contract/analysis-constants';

/** Decimals shown: dashboard averages and compare scores 2, list tiles 1, compare deltas 1. */
export const DASHBOARD_SCORE_DECIMALS = 2;
export const COMPARE_SCORE_DECIMALS = 2;
export const LIST_TILE_DECIMALS = 1;
const COMPARE_DELTA_DECIMALS = 1;
/** Compare deltas smaller than this are hidden. */
const COMPARE_DELTA_MIN = 0.01;
const SCORE_BAR_MAX = 100;

/** Score bands: 80 and above good (green), 60 to below 80 medium (amber), below 60 poor (red). */
export type ScoreLevel = 'good' | 'medium' | 'poor';

export function scoreLevel(score: number): ScoreLevel {
  if (score >= SCORE_GOOD_THRESHOLD) return 'good';
  if (score >= SCORE_MEDIUM_THRESHOLD) return 'medium';
  return 'poor';
}

export const SCORE_TEXT_CLASSES: Record<ScoreLevel, string> = {
  good: 'text-green-600',
  medium: 'text-amber-600',
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

/** `72.35%` — a score already on the 0–100 scale with the given decimals. */
export function formatPercent(score: number, decimals: number): string {
  return `${score.toFixed(decimals)}%`;
}

/** A score with the given decimals, or '—' when it was not measured. */
export function formatScoreOrDash(score: number | null, decimals: number): string {
  return score === null ? '—' : formatPercent(score, decimals);
}

/** A 0–1 fraction as a 0–100 percent (metrics are stored as fractions and shown ×100). */
export function fractionToPercent(fraction: number): number {
  return fraction * 100;
}

/**
 * Compare deltas: hidden under 0.01 (returns null), otherwise one decimal with an arrow direction.
 */
export function formatDelta(delta: number | null): { text: string; direction: 'up' | 'down' } | null {
  if (delta === null || !Number.isFinite(delta) || Math.abs(delta) < COMPARE_DELTA_MIN) return null;
  return { text: `${Math.abs(delta).toFixed(COMPARE_DELTA_DECIMALS)}%`, direction: delta > 0 ? 'up' : 'down' };
}
