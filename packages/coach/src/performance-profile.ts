import { fillersPerMinute } from '@rehearse/contract/filler-rate';
import type { AnalysisResult, Filler } from '@rehearse/contract/analysis-result';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { incompleteOverallNote } from '@rehearse/contract/overall-makeup-texts';

/** One completed analysis as the coach reads it (oldest first in a list). */
export interface CoachAnalysis {
  sessionId: string;
  name: string;
  category: 'video_upload' | 'mock_interview';
  /** ISO time the analysis started. */
  date: string;
  result: AnalysisResult;
  /** STAR checks of its answers: a mock interview's answered questions, an upload's judged answer(s). */
  starChecks: StarCheck[];
}

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StarPart = (typeof STAR_PARTS)[number];
export interface StarCheck {
  question: string;
  missing: StarPart[];
}

/** A 0–100 metric the coach can rank; eye contact etc. are stored as fractions and shown ×100. */
export type MetricKey =
  | 'eye_contact'
  | 'posture'
  | 'engagement'
  | 'clarity'
  | 'tone'
  | 'volume'
  | 'confidence'
  | 'articulation'
  | 'fluency'
  /** What the answers said (docs/SCORING.md §Content): weighs most in the overall, so it competes for "weakest". */
  | 'content';

export const METRIC_LABELS: Record<MetricKey, string> = {
  eye_contact: 'Eye contact',
  posture: 'Posture',
  engagement: 'Engagement',
  clarity: 'Clarity',
  tone: 'Tone',
  volume: 'Volume',
  confidence: 'Confidence',
  articulation: 'Articulation',
  fluency: 'Fluency',
  content: 'Answer content',
};

export function metricValue(result: AnalysisResult, key: MetricKey): number | null {
  const v = result.video.metrics;
  const a = result.audio.metrics;
  const pct = (f: number | null) => (f === null ? null : f * 100);
  switch (key) {
    case 'eye_contact':
      return pct(v.average_eye_contact_score);
    case 'posture':
      return pct(v.average_posture_score);
    case 'engagement':
      return pct(v.average_engagement_score);
    case 'clarity':
      return a.clarity_score;
    case 'tone':
      return a.tone_score;
    case 'volume':
      return a.volume_score;
    case 'confidence':
      return a.confidence_score;
    case 'articulation':
      return a.articulation_score;
    case 'fluency':
      return a.fluency_score;
    case 'content':
      // An upload's own judged content, or the mean over a mock interview's judged answers; null when none was judged.
      return contentSummaryOf(result)?.score ?? null;
  }
}

export interface MetricSummary {
  key: MetricKey;
  label: string;
  latest: number | null;
  average: number;
  /** Latest minus first measured value; null with fewer than two measurements. */
  change: number | null;
}

export interface FillerSummary {
  total: number;
  perMinute: number | null;
  /** Most frequent first. */
  words: Array<{ word: string; count: number }>;
  /** Seconds from the start of the recording. */
  times: number[];
}

export interface PerformanceProfile {
  count: number;
  /** Every analysis the profile is built from, oldest first. */
  analyses: CoachAnalysis[];
  latest: CoachAnalysis;
  previous: CoachAnalysis | null;
  /** The newest finished mock interview and the one before it. */
  latestMock: CoachAnalysis | null;
  previousMock: CoachAnalysis | null;
  latestOverall: number | null;
  /** 'Delivery only — content not judged: …' when the latest overall lacks a part it normally has; else null. */
  latestOverallNote: string | null;
  /** Over complete overalls only (decision 050): an incomplete one is never averaged or ranked beside them. */
  averageOverall: number | null;
  bestOverall: number | null;
  /** How many complete overalls the average and best are over. */
  completeOveralls: number;
  /** Latest complete overall minus the first; null with fewer than two. */
  overallChange: number | null;
  metrics: MetricSummary[];
  /**
   * The metrics the latest analysis measured, its lowest first: a part it did not measure or judge (content of an
   * answer with too few clear words…) is never called weakest or strongest, nor given a figure it does not have.
   */
  weakest: MetricSummary[];
  /** The same, highest first. */
  strongest: MetricSummary[];
  pace: number | null;
  fillers: FillerSummary;
  durationSeconds: number;
  /** How often each STAR part was missing across the answers whose STAR check ran (mock interviews and uploads). */
  starGaps: { answers: number; missing: Record<StarPart, number> } | null;
}

function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
}

export function overallOf(result: AnalysisResult): number | null {
  return result.overall_score ?? result.component_scores.overall_interview_score ?? result.final.overall_score;
}

export function summarizeFillers(fillers: readonly Filler[], durationSeconds: number, counted: number | null): FillerSummary {
  const counts = new Map<string, number>();
  for (const f of fillers) counts.set(f.word.toLowerCase(), (counts.get(f.word.toLowerCase()) ?? 0) + 1);
  const total = fillers.length || counted || 0;
  return {
    total,
    perMinute: fillersPerMinute(total, durationSeconds),
    words: [...counts].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count || a.word.localeCompare(b.word)),
    times: fillers.map((f) => f.start).sort((a, b) => a - b),
  };
}

const measuredInLatest = (metrics: readonly MetricSummary[]): Array<MetricSummary & { latest: number }> =>
  metrics.filter((m): m is MetricSummary & { latest: number } => m.latest !== null);

/** What the coach knows about a user: null when there is no completed analysis yet. */
export function buildPerformanceProfile(analyses: readonly CoachAnalysis[]): PerformanceProfile | null {
  const ordered = [...analyses].sort((a, b) => a.date.localeCompare(b.date));
  const latest = ordered.at(-1);
  if (!latest) return null;
  const overall = ordered
    .filter((a) => overallMakeupOf(a.result).complete)
    .map((a) => overallOf(a.result))
    .filter((v): v is number => v !== null);
  const metrics = (Object.keys(METRIC_LABELS) as MetricKey[]).flatMap((key): MetricSummary[] => {
    const values = ordered.map((a) => metricValue(a.result, key)).filter((v): v is number => v !== null);
    const average = mean(values);
    if (average === null) return [];
    return [
      {
        key,
        label: METRIC_LABELS[key],
        latest: metricValue(latest.result, key),
        average,
        change: values.length >= 2 ? values.at(-1)! - values[0]! : null,
      },
    ];
  });
  const answers = ordered.flatMap((a) => a.starChecks);
  const missing = Object.fromEntries(STAR_PARTS.map((p) => [p, answers.filter((s) => s.missing.includes(p)).length])) as Record<StarPart, number>;
  const audio = latest.result.audio.metrics;
  const mocks = ordered.filter((a) => a.category === 'mock_interview');
  return {
    count: ordered.length,
    analyses: ordered,
    latest,
    previous: ordered.at(-2) ?? null,
    latestMock: mocks.at(-1) ?? null,
    previousMock: mocks.at(-2) ?? null,
    latestOverall: overallOf(latest.result),
    latestOverallNote: overallOf(latest.result) === null ? null : incompleteOverallNote(overallMakeupOf(latest.result)),
    averageOverall: mean(overall),
    bestOverall: overall.length ? Math.max(...overall) : null,
    completeOveralls: overall.length,
    overallChange: overall.length >= 2 ? overall.at(-1)! - overall[0]! : null,
    metrics,
    weakest: measuredInLatest(metrics).sort((a, b) => a.latest - b.latest),
    strongest: measuredInLatest(metrics).sort((a, b) => b.latest - a.latest),
    pace: audio.speaking_pace,
    fillers: summarizeFillers(latest.result.fillers, audio.duration, audio.filler_words),
    durationSeconds: audio.duration,
    starGaps: answers.length ? { answers: answers.length, missing } : null,
  };
}
