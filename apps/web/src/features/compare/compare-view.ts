import type { BasicComparison, ComparedAnalysis, CompareResponse } from '@rehearse/contract/analysis-api';
import { COMPARE_TEXTS } from './compare-texts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDelta } from '../../lib/score-format.ts';
import type { LenientCompareResponse } from './api/compare-analyses.ts';

export type CompareOutcome =
  | { kind: 'full'; data: CompareResponse; error: string | null }
  | { kind: 'basic'; basic: BasicComparison; error: string }
  | { kind: 'error'; message: string };

/** How a compare response is read: basic_comparison alone is enough; neither part is an error. */
export function interpretCompareResponse(raw: LenientCompareResponse): CompareOutcome {
  const { score_comparison, basic_comparison, error } = raw;
  if (score_comparison) {
    const data: CompareResponse = {
      status: 'success',
      score_comparison,
      ai_insights: raw.ai_insights ?? { summary: '' },
      enhanced_features: raw.enhanced_features ?? { personalized_exercises: { keep_doing: [], improve_next: [] } },
      analyses: raw.analyses ?? [],
      ...(basic_comparison ? { basic_comparison } : {}),
    };
    return { kind: 'full', data, error: error ?? null };
  }
  if (basic_comparison) return { kind: 'basic', basic: basic_comparison, error: error || COMPARE_TEXTS.failed };
  return { kind: 'error', message: COMPARE_TEXTS.invalidResponse };
}

export function compareErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : COMPARE_TEXTS.failed;
}

export const comparedTitle = (a: Pick<ComparedAnalysis, 'original_filename' | 'display_name' | 'session_id'>): string =>
  a.original_filename || a.display_name || `Analysis ${a.session_id}`;

/** Trend line points of the scored analyses, oldest first by the result's time stamp; an unscored one is no point (not a 0). */
export function trendPoints(analyses: readonly ComparedAnalysis[]): Array<{ date: string; time: number; score: number; title: string }> {
  return analyses
    .flatMap((a) => (a.overall_score === null ? [] : [{ time: Date.parse(a.results.combined.timestamp), score: a.overall_score, title: comparedTitle(a) }]))
    .sort((x, y) => x.time - y.time)
    .map((p, _i, all) => ({ ...p, date: trendLabel(p.time, all.map((q) => q.time)) }));
}

/** The date of a trend point; with the time too when another point falls on the same day, so the axis labels stay distinct. */
export function trendLabel(time: number, allTimes: readonly number[]): string {
  const day = new Date(time).toLocaleDateString();
  const sameDay = allTimes.filter((t) => new Date(t).toLocaleDateString() === day).length;
  if (sameDay < 2) return day;
  return `${day} ${new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** The improvement sentence from score_comparison.overall.improvement (newest minus oldest, in points). */
export function improvementSentence(improvement: number | null): string {
  if (improvement === null) return 'Not enough scored analyses to measure a trend yet.';
  const delta = formatDelta(improvement);
  if (!delta) return 'Your overall score stayed the same from your first to your latest analysis.';
  const points = Math.abs(improvement).toFixed(1);
  return delta.direction === 'up'
    ? `Your overall score improved by ${points} points from your first to your latest analysis.`
    : `Your overall score dropped by ${points} points from your first to your latest analysis.`;
}

export const RADAR_METRICS = [
  { key: 'video_score', label: 'Video' },
  { key: 'audio_score', label: 'Audio' },
  { key: 'eye_contact', label: 'Eye Contact' },
  { key: 'posture', label: 'Posture' },
] as const;

/** Radar rows for the first two analyses (0–100; eye contact and posture already percents); null where not measured. */
export function radarRows(first: ComparedAnalysis, second: ComparedAnalysis) {
  return RADAR_METRICS.map(({ key, label }) => ({ metric: label, first: first[key], second: second[key] }));
}

export const SIDE_BY_SIDE_METRICS = [{ key: 'overall_score', label: 'Overall' }, ...RADAR_METRICS] as const;

/** Side-by-side rows of the first two with the second-minus-first delta (hidden under 0.01). */
export function sideBySideRows(first: ComparedAnalysis, second: ComparedAnalysis) {
  return SIDE_BY_SIDE_METRICS.map(({ key, label }) => {
    const a = first[key];
    const b = second[key];
    return { label, first: a, second: b, delta: a === null || b === null ? null : formatDelta(b - a) };
  });
}

/** A tick toggles the card in the selection (kept in tick order). */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
