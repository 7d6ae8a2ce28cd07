import type { CombinedResult, CompareResponse, ComparedAnalysis, MetricComparison } from '@rehearse/contract/analysis-api';
import { COMPARE_MIN_ANALYSES } from '@rehearse/contract/analysis-api';
import { SCORE_GOOD_THRESHOLD, SCORE_MEDIUM_THRESHOLD } from '@rehearse/contract/analysis-constants';

/** One selected analysis as compare needs it: its summary (null unless completed). */
export interface CompareInput {
  session_id: string;
  display_name: string;
  original_filename: string | null;
  start_time: string;
  combined: CombinedResult | null;
}

type MetricKey = keyof CompareResponse['score_comparison'];

const METRICS: { key: MetricKey; label: string; advice: string }[] = [
  { key: 'overall', label: 'Overall score', advice: 'rehearse one answer end to end and review the recording before the next one' },
  { key: 'video', label: 'Video performance', advice: 'sit square to the camera, keep your face well lit and in frame' },
  { key: 'audio', label: 'Audio performance', advice: 'speak a little slower, vary your pitch and replace fillers with a short pause' },
  { key: 'eye_contact', label: 'Eye contact', advice: 'look at the camera lens, not the screen, when you make a key point' },
  { key: 'posture', label: 'Posture', advice: 'sit upright with both shoulders visible and keep your head level' },
];

const round2 = (n: number): number => Math.round(n * 100) / 100;
const percent = (fraction: number | null): number | null => (fraction === null ? null : round2(fraction * 100));
const shown = (n: number): string => n.toFixed(1);

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
  }
}

function chronological(items: readonly CompareInput[]): CompareInput[] {
  return [...items].sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0));
}

/** One metric across the analyses: scores in request order; first/last/improvement by date. */
export function compareMetric(items: readonly CompareInput[], key: MetricKey): MetricComparison {
  const scores = items.map((item) => metricValue(item.combined, key));
  const dated = chronological(items)
    .map((item) => metricValue(item.combined, key))
    .filter((v): v is number => v !== null);
  const first = dated[0] ?? null;
  const last = dated.length > 0 ? (dated[dated.length - 1] ?? null) : null;
  const present = scores.filter((v): v is number => v !== null);
  return {
    scores,
    first,
    last,
    improvement: first !== null && last !== null && dated.length >= 2 ? round2(last - first) : null,
    best: present.length > 0 ? Math.max(...present) : null,
    average: present.length > 0 ? round2(present.reduce((s, v) => s + v, 0) / present.length) : null,
  };
}

export function scoreComparison(items: readonly CompareInput[]): CompareResponse['score_comparison'] {
  return {
    overall: compareMetric(items, 'overall'),
    video: compareMetric(items, 'video'),
    audio: compareMetric(items, 'audio'),
    eye_contact: compareMetric(items, 'eye_contact'),
    posture: compareMetric(items, 'posture'),
  };
}

/** The latest analysis (by date) that has a summary. */
function latestCompleted(items: readonly CompareInput[]): CompareInput | null {
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
  const weak: { label: string; value: number; advice: string }[] = [];
  for (const metric of METRICS) {
    const value = metricValue(latest.combined, metric.key);
    if (value === null) continue;
    const change = comparison[metric.key].improvement;
    if (value >= SCORE_GOOD_THRESHOLD) {
      keepDoing.push(`${metric.label} is strong at ${shown(value)}% in your latest analysis — keep doing what you did there.`);
    } else if (change !== null && change >= 1) {
      keepDoing.push(`${metric.label} rose by ${shown(change)} points to ${shown(value)}% — keep practising the same way.`);
    }
    if (value < SCORE_GOOD_THRESHOLD) weak.push({ label: metric.label, value, advice: metric.advice });
  }
  weak.sort((a, b) => a.value - b.value);
  const improveNext = weak
    .slice(0, 3)
    .map((w) => `${w.label} was ${shown(w.value)}% in your latest analysis (${w.value < SCORE_MEDIUM_THRESHOLD ? 'below 60' : 'below 80'}): ${w.advice}.`);
  return { keep_doing: keepDoing, improve_next: improveNext };
}

function dateOf(iso: string): string {
  return iso.slice(0, 10);
}

/** A plain-language summary made only from the numbers. */
export function comparisonSummary(items: readonly CompareInput[], comparison: CompareResponse['score_comparison']): string {
  const completed = chronological(items).filter((i) => i.combined !== null);
  if (completed.length === 0) return `None of the ${items.length} selected analyses has finished yet, so there are no scores to compare.`;
  const first = completed[0];
  const last = completed[completed.length - 1];
  const overall = comparison.overall;
  const parts: string[] = [];
  if (first && last && completed.length >= 2 && overall.first !== null && overall.last !== null && overall.improvement !== null) {
    const change = overall.improvement;
    const direction =
      Math.abs(change) < 0.01 ? 'stayed the same' : change > 0 ? `improved by ${shown(change)} points` : `dropped by ${shown(-change)} points`;
    parts.push(
      `Across ${completed.length} analyses from ${dateOf(first.start_time)} to ${dateOf(last.start_time)}, your overall score ${direction} (${shown(overall.first)}% → ${shown(overall.last)}%).`,
    );
  } else {
    parts.push(`Only one of the selected analyses has scores, so no trend can be measured yet.`);
  }
  const movers = METRICS.filter((m) => m.key !== 'overall')
    .map((m) => ({ label: m.label, change: comparison[m.key].improvement }))
    .filter((m): m is { label: string; change: number } => m.change !== null && Math.abs(m.change) >= 0.01);
  const up = movers.filter((m) => m.change > 0).sort((a, b) => b.change - a.change)[0];
  const down = movers.filter((m) => m.change < 0).sort((a, b) => a.change - b.change)[0];
  if (up) parts.push(`The biggest gain was ${up.label.toLowerCase()} (+${shown(up.change)} points).`);
  if (down) parts.push(`${down.label} fell by ${shown(-down.change)} points.`);
  if (overall.best !== null && overall.average !== null) {
    parts.push(`Best overall score: ${shown(overall.best)}%; average: ${shown(overall.average)}%.`);
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
