import type { CombinedResult, CompareResponse, ComparedAnalysis, MetricComparison } from '@rehearse/contract/analysis-api';
import { COMPARE_MIN_ANALYSES } from '@rehearse/contract/analysis-api';
import { SCORE_GOOD_THRESHOLD, SCORE_MEDIUM_THRESHOLD } from '@rehearse/contract/analysis-constants';
import { formatFrameShare, formatPoints, formatScore, shownDelta, shownFrameShare, shownScore } from '@rehearse/contract/number-format';
import { overallMakeupNote, unlikeOverallsOpening, type OverallMakeup } from '@rehearse/contract/overall-makeup';
import { summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { incompleteOverallLabel, incompleteOverallNote } from '@rehearse/contract/overall-makeup-texts';
import { utcTitleStamp } from '@rehearse/contract/title-time';

/** One selected analysis as compare needs it: its summary (null unless completed), with `content` filled in (null: not judged). */
export interface CompareInput {
  session_id: string;
  display_name: string;
  original_filename: string | null;
  start_time: string;
  combined: CombinedResult | null;
  /** Its "Areas to Improve" as its own page lists them (read for the latest only); absent: not read. */
  improvements?: readonly string[];
}

type MetricKey = keyof CompareResponse['score_comparison'];

const METRICS: { key: MetricKey; label: string; advice: string }[] = [
  { key: 'overall', label: 'Overall score', advice: 'rehearse one answer end to end and review the recording before the next one' },
  { key: 'video', label: 'Video performance', advice: 'sit square to the camera, keep your face well lit and in frame' },
  { key: 'audio', label: 'Audio performance', advice: 'keep an even pace, vary your pitch and replace fillers with a short pause' },
  { key: 'eye_contact', label: 'Eye contact', advice: 'look at the camera lens, not the screen, when you make a key point' },
  { key: 'posture', label: 'Posture', advice: 'sit upright with both shoulders visible and keep your head level' },
  {
    key: 'content',
    label: 'Answer content',
    advice: 'tell one story in STAR order: the situation in a sentence, what you did yourself, and how it ended, with a number',
  },
];

const round2 = (n: number): number => Math.round(n * 100) / 100;
const percent = (fraction: number | null): number | null => (fraction === null ? null : round2(fraction * 100));
/** A metric's value as every screen reads it: eye contact and posture are shares of frames (here ×100), the rest scores. */
const isFrameShare = (key: MetricKey): boolean => key === 'eye_contact' || key === 'posture';
const shown = (key: MetricKey, n: number): string => (isFrameShare(key) ? formatFrameShare(n / 100) : formatScore(n));
/** Later minus earlier of the figures as they read ('76% → 76%' is 0), so a sentence's change matches its numbers (decision 043). */
const shownChange = (key: MetricKey, first: number, last: number): number => {
  const read = (n: number) => (isFrameShare(key) ? shownFrameShare(n / 100) : shownScore(n));
  return shownDelta(read(first), read(last));
};
/** The change of a metric from the first to the last analysis that measured it, as it reads; null without two. */
const metricChange = (key: MetricKey, m: MetricComparison): number | null =>
  m.improvement === null || m.first === null || m.last === null ? null : shownChange(key, m.first, m.last);

/** What an analysis's overall is made of; null until it is completed. */
function makeupOf(combined: CombinedResult | null): OverallMakeup | null {
  return combined ? summaryOverallMakeup(combined) : null;
}

/** The earliest and the latest analysis with an overall score; null without two. */
function overallEnds(items: readonly CompareInput[]): { first: CompareInput; last: CompareInput } | null {
  const scored = chronological(items).filter((i) => metricValue(i.combined, 'overall') !== null);
  const first = scored[0];
  const last = scored.at(-1);
  return first && last && scored.length >= 2 ? { first, last } : null;
}

/**
 * Null when the first and the last scored analysis have overalls of the same parts; else the sentence that says they
 * differ. No change is computed between them (decision 050).
 */
export function overallMakeup(items: readonly CompareInput[]): string | null {
  const ends = overallEnds(items);
  if (!ends) return null;
  return overallMakeupNote(makeupOf(ends.first.combined)?.parts ?? [], makeupOf(ends.last.combined)?.parts ?? []);
}

/** The analyses whose overall may be ranked and averaged together: the complete ones, or all when none is complete. */
function rankable(items: readonly CompareInput[]): CompareInput[] {
  const complete = items.filter((i) => makeupOf(i.combined)?.complete === true);
  return complete.length > 0 ? complete : [...items];
}

function metricValue(combined: CombinedResult | null, key: MetricKey): number | null {
  if (!combined) return null;
  switch (key) {
    case 'overall':
      return combined.overall_score ?? combined.results.combined.overall_interview_score ?? combined.results.final.overall_score ?? combined.overall_interview_score;
    case 'video':
      return combined.video_score ?? combined.results.video.performance_score;
    case 'audio':
      return combined.audio_score ?? combined.results.audio.performance_score;
    case 'eye_contact':
      return percent(combined.results.video.metrics.average_eye_contact_score);
    case 'posture':
      return percent(combined.results.video.metrics.average_posture_score);
    case 'content':
      // Not judged (or a summary from before content was kept): no score, never 0.
      return combined.content?.score ?? null;
  }
}

function chronological(items: readonly CompareInput[]): CompareInput[] {
  return [...items].sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0));
}

/**
 * One metric across the analyses: scores in request order; first/last/improvement by date. For the overall, no change
 * between overalls made of different parts, and best and average only over complete overalls when there are any.
 */
export function compareMetric(items: readonly CompareInput[], key: MetricKey): MetricComparison {
  const scores = items.map((item) => metricValue(item.combined, key));
  const dated = chronological(items)
    .map((item) => metricValue(item.combined, key))
    .filter((v): v is number => v !== null);
  const first = dated[0] ?? null;
  const last = dated.length > 0 ? (dated[dated.length - 1] ?? null) : null;
  const comparable = key !== 'overall' || overallMakeup(items) === null;
  const ranked = (key === 'overall' ? rankable(items) : items).map((item) => metricValue(item.combined, key)).filter((v): v is number => v !== null);
  return {
    scores,
    first,
    last,
    improvement: comparable && first !== null && last !== null && dated.length >= 2 ? round2(last - first) : null,
    best: ranked.length > 0 ? Math.max(...ranked) : null,
    average: ranked.length > 0 ? round2(ranked.reduce((s, v) => s + v, 0) / ranked.length) : null,
  };
}

export function scoreComparison(items: readonly CompareInput[]): CompareResponse['score_comparison'] {
  return {
    overall: compareMetric(items, 'overall'),
    video: compareMetric(items, 'video'),
    audio: compareMetric(items, 'audio'),
    eye_contact: compareMetric(items, 'eye_contact'),
    posture: compareMetric(items, 'posture'),
    content: compareMetric(items, 'content'),
  };
}

/** The latest analysis (by date) that has a summary. */
export function latestCompleted(items: readonly CompareInput[]): CompareInput | null {
  const done = chronological(items).filter((i) => i.combined !== null);
  return done[done.length - 1] ?? null;
}

/** Keep doing: what is good in the latest analysis, and what went up. Improve next: the weakest, with numbers. */
export function personalizedExercises(
  items: readonly CompareInput[],
  comparison: CompareResponse['score_comparison'],
): { keep_doing: string[]; improve_next: string[] } {
  const latest = latestCompleted(items);
  if (!latest) return { keep_doing: [], improve_next: [] };
  const keepDoing: string[] = [];
  // An overall made of other parts than the first one's is no achievement to keep: its parts speak for themselves.
  const unlikeOverall = overallMakeup(items) !== null;
  const latestIncomplete = makeupOf(latest.combined)?.complete === false;
  const measured: { key: MetricKey; label: string; value: number; advice: string }[] = [];
  for (const metric of METRICS) {
    const value = metricValue(latest.combined, metric.key);
    if (value === null) continue;
    // An incomplete overall is a delivery score: its parts are named on their own, it is not named as an overall.
    if (metric.key === 'overall' && latestIncomplete) continue;
    const change = metricChange(metric.key, comparison[metric.key]);
    const praise = !(metric.key === 'overall' && unlikeOverall);
    if (praise && value >= SCORE_GOOD_THRESHOLD) {
      keepDoing.push(`${metric.label} is strong at ${shown(metric.key, value)} in your latest analysis — keep doing what you did there.`);
    } else if (praise && change !== null && change >= 1) {
      keepDoing.push(`${metric.label} rose by ${formatPoints(change)} to ${shown(metric.key, value)} — keep practising the same way.`);
    }
    measured.push({ key: metric.key, label: metric.label, value, advice: metric.advice });
  }
  // A part that could not be judged comes first, in the words its page uses beside the overall.
  const latestMakeup = makeupOf(latest.combined);
  const unjudged = latestMakeup ? incompleteOverallNote(latestMakeup) : null;
  const first = unjudged ? [unjudged] : [];
  // The latest analysis's own advice, from the figures its page shows, so the two screens never disagree.
  if (latest.improvements && latest.improvements.length > 0) return { keep_doing: keepDoing, improve_next: [...first, ...latest.improvements].slice(0, 3) };
  measured.sort((a, b) => a.value - b.value);
  const weak = measured.filter((m) => m.value < SCORE_GOOD_THRESHOLD);
  const improveNext = weak
    .slice(0, 3)
    .map((w) => `${w.label} was ${shown(w.key, w.value)} in your latest analysis (${w.value < SCORE_MEDIUM_THRESHOLD ? 'below 60' : 'below 80'}): ${w.advice}.`);
  // Everything at 80 or above: the weakest part is still the one to work on, said as such (the list was left empty).
  const weakest = measured[0];
  if (improveNext.length === 0 && weakest) {
    improveNext.push(`Everything measured is at 80 or above; your lowest is ${weakest.label.toLowerCase()} at ${shown(weakest.key, weakest.value)}: ${weakest.advice}.`);
  }
  return { keep_doing: keepDoing, improve_next: [...first, ...improveNext].slice(0, 3) };
}

/** An analysis's time as the summary states it: the UTC stamp the browser rewrites as the user's local date (decision 051). */
function dateOf(iso: string): string {
  return utcTitleStamp(new Date(iso));
}

/** A plain-language summary made only from the numbers. */
export function comparisonSummary(items: readonly CompareInput[], comparison: CompareResponse['score_comparison']): string {
  const completed = chronological(items).filter((i) => i.combined !== null);
  if (completed.length === 0) return `None of the ${items.length} selected analyses has finished yet, so there are no scores to compare.`;
  const first = completed[0];
  const last = completed[completed.length - 1];
  const overall = comparison.overall;
  const parts: string[] = [];
  const change = metricChange('overall', overall);
  if (first && last && completed.length >= 2 && overall.first !== null && overall.last !== null && change !== null) {
    const across = `Across ${completed.length} analyses from ${dateOf(first.start_time)} to ${dateOf(last.start_time)}`;
    const direction = change === 0 ? 'stayed the same' : change > 0 ? `improved by ${formatPoints(change)}` : `dropped by ${formatPoints(change)}`;
    // Both ends incomplete alike (say, delivery only): a like-for-like change, named for what it is.
    const label = incompleteOverallLabel(makeupOf(last.combined) ?? { complete: true, parts: [], missing: [] });
    const what = label ? `your overall score (${label.toLowerCase()} in both)` : 'your overall score';
    parts.push(`${across}, ${what} ${direction} (${formatScore(overall.first)} → ${formatScore(overall.last)}).`);
  } else if (first && last && completed.length >= 2 && overall.first !== null && overall.last !== null && overallMakeup(items)) {
    parts.push(`Across ${completed.length} analyses from ${dateOf(first.start_time)} to ${dateOf(last.start_time)}: ${unlikeOverallsOpening(formatScore(overall.first), formatScore(overall.last))} ${overallMakeup(items)}`);
  } else {
    parts.push(`Only one of the selected analyses has scores, so no trend can be measured yet.`);
  }
  const movers = METRICS.filter((m) => m.key !== 'overall')
    .map((m) => ({ label: m.label, change: metricChange(m.key, comparison[m.key]) }))
    .filter((m): m is { label: string; change: number } => m.change !== null && m.change !== 0);
  const up = movers.filter((m) => m.change > 0).sort((a, b) => b.change - a.change)[0];
  const down = movers.filter((m) => m.change < 0).sort((a, b) => a.change - b.change)[0];
  if (up) parts.push(`The biggest gain was ${up.label.toLowerCase()} (+${formatPoints(up.change)}).`);
  if (down) parts.push(`${down.label} fell by ${formatPoints(down.change)}.`);
  if (overall.best !== null && overall.average !== null) {
    const apart = items.filter((i) => metricValue(i.combined, 'overall') !== null).length - rankable(items).filter((i) => metricValue(i.combined, 'overall') !== null).length;
    const leftOut = apart > 0 ? ` (over complete overalls; ${apart} incomplete ${apart === 1 ? 'one' : 'ones'} left out)` : '';
    parts.push(`Best overall score: ${formatScore(overall.best)}; average: ${formatScore(overall.average)}${leftOut}.`);
  }
  return parts.join(' ');
}

export function comparedAnalysis(item: CompareInput): ComparedAnalysis {
  const c = item.combined;
  return {
    session_id: item.session_id,
    display_name: item.display_name,
    original_filename: item.original_filename,
    start_time: item.start_time,
    overall_score: metricValue(c, 'overall'),
    video_score: metricValue(c, 'video'),
    audio_score: metricValue(c, 'audio'),
    eye_contact: metricValue(c, 'eye_contact'),
    posture: metricValue(c, 'posture'),
    content_score: metricValue(c, 'content'),
    content_parts: c?.content?.parts ?? null,
    overall_makeup: makeupOf(c),
    results: {
      combined: {
        timestamp: c?.results.combined.timestamp ?? item.start_time,
        overall_interview_score: c ? (c.results.combined.overall_interview_score ?? metricValue(c, 'overall')) : null,
      },
    },
  };
}

/** The whole compare answer; with fewer than two finished analyses it adds the basic comparison and says why. */
export function compareAnalyses(items: readonly CompareInput[]): CompareResponse {
  const comparison = scoreComparison(items);
  const response: CompareResponse = {
    status: 'success',
    score_comparison: comparison,
    ai_insights: { summary: comparisonSummary(items, comparison), source: 'built-in' },
    enhanced_features: { personalized_exercises: personalizedExercises(items, comparison) },
    analyses: items.map(comparedAnalysis),
  };
  const completed = items.filter((i) => i.combined !== null).length;
  if (completed < COMPARE_MIN_ANALYSES) {
    response.basic_comparison = { analyses_compared: items.length, overall_scores: comparison.overall.scores };
    response.error = `Only ${completed} of the selected analyses ${completed === 1 ? 'has' : 'have'} finished; at least ${COMPARE_MIN_ANALYSES} completed analyses are needed for a full comparison.`;
  }
  return response;
}
