import {
  fillerSchema,
  pauseSchema,
  timelinePointSchema,
  transcriptWordSchema,
  type Filler,
  type Pause,
  type TimelinePoint,
  type TranscriptWord,
} from '@rehearse/contract/analysis-result';
import { AUDIO_FALLBACKS, AUDIO_SCORE_FALLBACKS } from '@rehearse/contract/analysis-constants';
import type { z } from 'zod';

/**
 * The detail screen's reading of a result object. Spec §3 says values may sit in several alternative
 * places (top level, component_scores, final, results.*), so the reader is lenient: it never throws on a
 * partial object, and a value that is missing or null stays null ('Insufficient data' on screen).
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const get = (v: unknown, ...path: string[]): unknown => path.reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const firstNum = (...vs: unknown[]): number | null => {
  for (const v of vs) {
    const n = num(v);
    if (n !== null) return n;
  }
  return null;
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []);

export const VIDEO_METRIC_KEYS = [
  'face_detection_rate',
  'average_eye_contact_score',
  'average_posture_score',
  'average_engagement_score',
] as const;
export type VideoMetricKey = (typeof VIDEO_METRIC_KEYS)[number];

export const AUDIO_COUNT_KEYS = ['speaking_pace', 'filler_words', 'duration', 'word_count'] as const;
export const AUDIO_SCORE_KEYS = [
  'clarity_score',
  'tone_score',
  'volume_score',
  'confidence_score',
  'articulation_score',
  'fluency_score',
] as const;
export type AudioCountKey = (typeof AUDIO_COUNT_KEYS)[number];
export type AudioScoreKey = (typeof AUDIO_SCORE_KEYS)[number];
export type AudioMetricKey = AudioCountKey | AudioScoreKey;

export interface ResultView {
  overallScore: number | null;
  /** The video score shown; the overall score when the result has none (spec §9). */
  videoScore: number | null;
  videoScoreFromOverall: boolean;
  audioScore: number | null;
  /** 0–1 fractions; null when not measured. */
  videoMetrics: Record<VideoMetricKey, number | null>;
  hasVideoMetrics: boolean;
  audioMetrics: Record<AudioMetricKey, number | null>;
  /** True when the §9 fallbacks filled audio metrics the result did not carry. */
  audioMetricsEstimated: boolean;
  /** Spec §2: every audio metric 0 (or missing) → 'Detailed audio metrics not available…'. */
  audioMetricsUnavailable: boolean;
  strengths: string[];
  improvements: string[];
  strategies: string[];
  insights: { summary: string; recommendations: string[] } | null;
  transcript: { text: string; words: TranscriptWord[] } | null;
  fillers: Filler[];
  pauses: Pause[];
  timeline: TimelinePoint[];
  qualityFlags: string[];
}

function parseList<T>(schema: z.ZodType<T>, v: unknown): T[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item) => {
    const r = schema.safeParse(item);
    return r.success ? [r.data] : [];
  });
}

const FEEDBACK_SOURCES: string[][] = [['llm_feedback'], ['feedback'], ['performance_analysis'], ['results', 'final'], ['results', 'llm']];

function feedbackList(raw: Obj, keys: string[]): string[] {
  for (const source of FEEDBACK_SOURCES) {
    const from = get(raw, ...source);
    for (const key of keys) {
      const list = strings(get(from, key));
      if (list.length > 0) return list;
    }
  }
  return [];
}

/** §9 fallbacks for audio metrics the result lacks while the audio score is above 0. */
export function audioFallbacks(audioScore: number): Record<AudioMetricKey, number> {
  const scores = Object.fromEntries(
    AUDIO_SCORE_KEYS.map((k) => [k, Math.max(AUDIO_SCORE_FALLBACKS[k].floor, audioScore - AUDIO_SCORE_FALLBACKS[k].offset)]),
  ) as Record<AudioScoreKey, number>;
  return { ...AUDIO_FALLBACKS, ...scores };
}

/** Reads a result object; null when it is not an object (the screen shows 'Analysis Data Error'). */
export function readResult(raw: unknown): ResultView | null {
  if (!isObj(raw)) return null;

  const overallScore = firstNum(
    raw.overall_score,
    get(raw, 'component_scores', 'overall'),
    get(raw, 'component_scores', 'overall_interview_score'),
    get(raw, 'final', 'overall_score'),
    get(raw, 'results', 'final', 'overall_score'),
    get(raw, 'results', 'combined', 'overall_interview_score'),
  );
  const ownVideoScore = firstNum(
    get(raw, 'video', 'performance_score'),
    get(raw, 'component_scores', 'video'),
    get(raw, 'component_scores', 'video_performance'),
    get(raw, 'results', 'video', 'performance_score'),
  );
  const audioScore = firstNum(
    get(raw, 'audio', 'performance_score'),
    get(raw, 'component_scores', 'audio'),
    get(raw, 'component_scores', 'audio_performance'),
    get(raw, 'results', 'audio', 'performance_score'),
  );

  const videoMetricsRaw = get(raw, 'video', 'metrics') ?? get(raw, 'results', 'video', 'metrics');
  const videoMetrics = Object.fromEntries(VIDEO_METRIC_KEYS.map((k) => [k, num(get(videoMetricsRaw, k))])) as Record<VideoMetricKey, number | null>;

  const audioMetricsRaw = get(raw, 'audio', 'metrics') ?? get(raw, 'results', 'audio', 'metrics');
  const keys = [...AUDIO_COUNT_KEYS, ...AUDIO_SCORE_KEYS];
  let audioMetrics = Object.fromEntries(keys.map((k) => [k, num(get(audioMetricsRaw, k))])) as Record<AudioMetricKey, number | null>;
  // Fallbacks only when the result carries no audio metrics at all: a metric that is present but null
  // means 'measured, insufficient data' and must not be replaced by an invented number.
  const audioMetricsEstimated = !isObj(audioMetricsRaw) && audioScore !== null && audioScore > 0;
  if (audioMetricsEstimated && audioScore !== null) audioMetrics = audioFallbacks(audioScore);
  const audioMetricsUnavailable = keys.every((k) => !audioMetrics[k]);

  const insightsRaw = get(raw, 'insights');
  const insights =
    isObj(insightsRaw) && (typeof insightsRaw.summary === 'string' || Array.isArray(insightsRaw.recommendations))
      ? { summary: typeof insightsRaw.summary === 'string' ? insightsRaw.summary : '', recommendations: strings(insightsRaw.recommendations) }
      : null;

  const transcriptRaw = get(raw, 'transcript');
  const transcript = isObj(transcriptRaw)
    ? { text: typeof transcriptRaw.text === 'string' ? transcriptRaw.text : '', words: parseList(transcriptWordSchema, transcriptRaw.words) }
    : null;

  return {
    overallScore,
    videoScore: ownVideoScore ?? overallScore,
    videoScoreFromOverall: ownVideoScore === null && overallScore !== null,
    audioScore,
    videoMetrics,
    hasVideoMetrics: VIDEO_METRIC_KEYS.some((k) => videoMetrics[k] !== null) || isObj(videoMetricsRaw),
    audioMetrics,
    audioMetricsEstimated,
    audioMetricsUnavailable,
    strengths: feedbackList(raw, ['strengths']),
    improvements: feedbackList(raw, ['improvements', 'areas_for_improvement']),
    strategies: feedbackList(raw, ['strategies', 'improvement_strategies']),
    insights,
    transcript,
    fillers: parseList(fillerSchema, get(raw, 'fillers')),
    pauses: parseList(pauseSchema, get(raw, 'pauses')),
    timeline: parseList(timelinePointSchema, get(raw, 'timeline')),
    qualityFlags: strings(get(raw, 'quality', 'flags')),
  };
}

/**
 * Spec §7: report files are merged into results as `video` and `audio`; the main result wins where the
 * report file has nothing, so a partial or failed report file never hides measured values.
 */
export function mergeReportFiles(results: unknown, video: unknown, audio: unknown): unknown {
  if (!isObj(results)) return results;
  const merged: Obj = { ...results };
  if (isObj(video)) merged.video = isObj(results.video) ? { ...video, ...results.video } : video;
  if (isObj(audio)) merged.audio = isObj(results.audio) ? { ...audio, ...results.audio } : audio;
  return merged;
}
