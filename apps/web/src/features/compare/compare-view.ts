import { COMPARE_MAX_ANALYSES, type BasicComparison, type ComparedAnalysis, type CompareResponse, type MetricComparison } from '@rehearse/contract/analysis-api';
import { overallMakeupNote, overallParts, unlikeOverallsOpening } from '@rehearse/contract/overall-makeup';
import { COMPARE_TEXTS } from './compare-texts.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  formatFrameShare,
  formatPoints,
  formatPointsDelta,
  formatScore,
  NOT_JUDGED,
  NOT_MEASURED,
  shownDelta,
  shownFrameShare,
  shownScore,
} from '@rehearse/contract/number-format';
import type { LenientCompareResponse } from './api/compare-analyses.ts';
import { localTitle } from '../../lib/local-title.ts';
import { formatLocalDate } from '../../lib/local-date.ts';

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

/** An analysis's name: a mock interview's title or the uploaded file's name; the id only when it has neither. */
export const comparedTitle = (a: Pick<ComparedAnalysis, 'original_filename' | 'display_name' | 'session_id'>): string =>
  localTitle(a.display_name.trim()) || a.original_filename?.trim() || `Analysis ${a.session_id}`;

const AXIS_TITLE_CHARS = 12;

const when = (iso: string, withTime: boolean): string => {
  const d = new Date(iso);
  return withTime ? `${formatLocalDate(d)} ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : formatLocalDate(d);
};

/**
 * Chart labels that tell the analyses apart: the title, shortened for the axis; where titles repeat, the
 * date (and the time when the dates repeat too) follows it, so two uploads of one file name differ.
 */
export function chartLabels(analyses: readonly ComparedAnalysis[]): Array<{ full: string; short: string; title: string; stamp: string | null }> {
  const titles = analyses.map(comparedTitle);
  return analyses.map((a, i) => {
    const title = titles[i] ?? '';
    const short = title.length > AXIS_TITLE_CHARS ? `${title.slice(0, AXIS_TITLE_CHARS - 1)}…` : title;
    const twins = analyses.filter((_, j) => titles[j] === title);
    if (twins.length < 2) return { full: title, short, title, stamp: null };
    const day = (b: ComparedAnalysis) => formatLocalDate(b.start_time);
    const sameDay = twins.filter((b) => day(b) === day(a)).length > 1;
    const stamp = when(a.start_time, sameDay);
    return { full: `${title} (${stamp})`, short: `${short} ${stamp}`, title, stamp };
  });
}

/**
 * Trend line points of the scored analyses, oldest first by the result's time stamp; an unscored one is no point (not a
 * 0). An overall that lacks a part is no point either while any compared overall is complete (decision 050).
 */
export function trendPoints(analyses: readonly ComparedAnalysis[]): Array<{ date: string; time: number; score: number; title: string }> {
  const drawn = drawnOverall(analyses);
  return analyses
    .flatMap((a) => {
      const score = drawn(a);
      return score === null ? [] : [{ time: Date.parse(a.results.combined.timestamp), score, title: comparedTitle(a) }];
    })
    .sort((x, y) => x.time - y.time)
    .map((p, _i, all) => ({ ...p, date: trendLabel(p.time, all.map((q) => q.time)) }));
}

/**
 * The overall a chart draws for each compared analysis: none for an overall that lacks a part while any compared
 * overall is complete (decision 050), so a chart never sets an incomplete overall beside complete ones as if it ranked
 * with them; with none complete, each as it is.
 */
export function drawnOverall(analyses: readonly ComparedAnalysis[]): (analysis: ComparedAnalysis) => number | null {
  const anyComplete = analyses.some((a) => a.overall_score !== null && a.overall_makeup?.complete === true);
  return (a) => (anyComplete && a.overall_makeup?.complete === false ? null : a.overall_score);
}

/** The date of a trend point; with the time too when another point falls on the same day, so the axis labels stay distinct. */
export function trendLabel(time: number, allTimes: readonly number[]): string {
  const day = formatLocalDate(time);
  const sameDay = allTimes.filter((t) => formatLocalDate(t) === day).length;
  if (sameDay < 2) return day;
  return `${day} ${new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/**
 * The improvement sentence: latest minus first of score_comparison.overall, taken from the scores as they read
 * (68.7% → 86.9% is 18.2 points). When the two overalls are made of different parts (`unlike`, overallMakeupNote) it
 * gives the two scores and that note instead of calling the change an improvement or a drop.
 */
export function improvementSentence(overall: Pick<MetricComparison, 'first' | 'last' | 'improvement'>, unlike: string | null = null): string {
  // Overalls of different parts: the server computes no change (decision 050), so the note comes before the check for one.
  if (unlike && overall.first !== null && overall.last !== null) {
    return `${unlikeOverallsOpening(formatScore(overall.first), formatScore(overall.last))} ${unlike}`;
  }
  if (overall.improvement === null || overall.first === null || overall.last === null) return 'Not enough scored analyses to measure a trend yet.';
  const change = shownDelta(shownScore(overall.first), shownScore(overall.last));
  if (change === 0) return 'Your overall score stayed the same from your first to your latest analysis.';
  const points = formatPoints(change);
  return change > 0
    ? `Your overall score improved by ${points} from your first to your latest analysis.`
    : `Your overall score dropped by ${points} from your first to your latest analysis.`;
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

/** The answers' content beside video and audio; not on the radar (the spec fixes its four axes). */
export const SIDE_BY_SIDE_METRICS = [
  { key: 'overall_score', label: 'Overall' },
  RADAR_METRICS[0],
  RADAR_METRICS[1],
  { key: 'content_score', label: 'Answer Content' },
  RADAR_METRICS[2],
  RADAR_METRICS[3],
] as const;

/** Earliest first, as every part of compare reads (the ticked order is the order of clicks, which means nothing). */
export function chronological(analyses: readonly ComparedAnalysis[]): ComparedAnalysis[] {
  return [...analyses].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}

/**
 * The two analyses the radar and the side-by-side show (decision 043): the earliest and the latest by start time, as
 * the summary and the trend sentence measure them; among the scored ones when there are two, so an unfinished analysis
 * does not stand for an end. Null with fewer than two.
 */
export function earliestAndLatest(analyses: readonly ComparedAnalysis[]): [ComparedAnalysis, ComparedAnalysis] | null {
  const scored = analyses.filter((a) => a.overall_score !== null);
  const pool = chronological(scored.length >= 2 ? scored : analyses);
  const first = pool[0];
  const last = pool.at(-1);
  return first && last && pool.length >= 2 ? [first, last] : null;
}

/** Null when the two overalls are made of the same parts (video, audio, content); else the sentence that says they are not. */
export const overallsUnlike = (earlier: ComparedAnalysis, later: ComparedAnalysis): string | null => overallMakeupNote(partsOf(earlier), partsOf(later));

/** What an analysis's overall is made of: as the server recorded it, else the parts that carry a score. */
const partsOf = (analysis: ComparedAnalysis) => analysis.overall_makeup?.parts ?? overallParts(analysis);

/**
 * A later-minus-earlier change as it reads: better or worse (every compared figure is better higher), no change, or
 * 'unlike' — two overalls made of different parts, between which no change is computed (decision 050): it says so.
 */
export type Change = { text: string; direction: 'better' | 'worse' | 'none' | 'unlike' };

export const NO_CHANGE = 'no change';
/** The change cell when a change cannot be computed (either figure not measured): never an empty cell. */
export const NO_CHANGE_MEASURED = '—';
/** The overall's change cell when the two overalls are made of different parts (the note under the table says which). */
export const NO_CHANGE_UNLIKE = 'not computed: made of different parts';

/**
 * Later minus earlier of the figures as the cells show them (shownScore, shownFrameShare), so '76% → 76%' is no change
 * and '77% → 76%' is −1.0 points; null when either is not measured.
 */
export function changeBetween(earlierShown: number | null, laterShown: number | null): Change | null {
  if (earlierShown === null || laterShown === null) return null;
  const delta = shownDelta(earlierShown, laterShown);
  if (!Number.isFinite(delta)) return null;
  if (delta === 0) return { text: NO_CHANGE, direction: 'none' };
  return { text: formatPointsDelta(delta), direction: delta > 0 ? 'better' : 'worse' };
}

// Eye contact and posture are shares of frames (×100 here), read as whole percents like everywhere else.
const FRAME_SHARES: ReadonlySet<string> = new Set(['eye_contact', 'posture']);

/**
 * Side-by-side rows of two analyses, earlier → later, with the later-minus-earlier change of the shown figures. The
 * overall's change is not computed when the two overalls are made of different parts ('unlike').
 */
export function sideBySideRows(earlier: ComparedAnalysis, later: ComparedAnalysis) {
  const unlike = overallsUnlike(earlier, later) !== null;
  return SIDE_BY_SIDE_METRICS.map(({ key, label }) => {
    const a = earlier[key];
    const b = later[key];
    const frame = FRAME_SHARES.has(key);
    const read = (v: number | null) => (v === null ? (key === 'content_score' ? NOT_JUDGED : NOT_MEASURED) : frame ? formatFrameShare(v / 100) : formatScore(v));
    const shown = (v: number | null) => (v === null ? null : frame ? shownFrameShare(v / 100) : shownScore(v));
    const change = changeBetween(shown(a), shown(b));
    const marked = key === 'overall_score' && unlike && a !== null && b !== null ? { text: NO_CHANGE_UNLIKE, direction: 'unlike' as const } : change;
    return { label, earlier: a, later: b, earlierText: read(a), laterText: read(b), change: marked };
  });
}

/** A tick toggles the card in the selection (kept in tick order); past the API's maximum a new tick is ignored. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= COMPARE_MAX_ANALYSES ? [...selected] : [...selected, id];
}
