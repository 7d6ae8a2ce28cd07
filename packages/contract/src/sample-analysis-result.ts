import { analysisResultSchema, type AnalysisResult } from './analysis-result.ts';
import type { MockQuestionResult } from './mock-result.ts';

/**
 * FOR TESTS ONLY — production code must not import this file.
 * A complete, schema-valid AnalysisResult (a one-minute answer) so a test spells out only the
 * figures it is about.
 */

/** Objects merge field by field; arrays, null and plain values replace. */
export type SampleOverrides<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: SampleOverrides<T[K]> } : T;

const BASE: AnalysisResult = {
  scoring_version: 'test',
  overall_score: 70,
  component_scores: { overall: 70, video: 75, audio: 65, video_performance: 75, audio_performance: 65, overall_interview_score: 70 },
  component_weights: { video: 0.5, audio: 0.5 },
  final: { overall_score: 70 },
  video: {
    performance_score: 75,
    metrics: { face_detection_rate: 0.95, average_eye_contact_score: 0.7, average_posture_score: 0.7, average_engagement_score: 0.6 },
    frames_analyzed: 120,
    fps: 2,
    no_face_segments: [],
    multiple_faces_segments: [],
  },
  audio: {
    performance_score: 65,
    metrics: {
      speaking_pace: 130,
      speaking_pace_over_speaking_time: 150,
      speaking_pace_over_total_time: 130,
      filler_words: 2,
      duration: 60,
      word_count: 130,
      clarity_score: 80,
      tone_score: 65,
      volume_score: 90,
      confidence_score: 60,
      articulation_score: 72,
      fluency_score: 70,
      words_estimated: false,
    },
    loudness: { mean_dbfs: -20, variation_db: 5, clipping_ratio: 0 },
    pitch: { median_hz: 140, range_semitones: 8, variation_semitones: 2 },
    speech_ratio: 0.8,
    syllable_rate: 4,
    articulation_rate: 4.5,
    pause_summary: { count: 1, longest: 0.8, over_two_seconds: 0 },
  },
  llm_feedback: { strengths: ['Steady pace'], improvements: ['Fewer fillers'], strategies: ['Pause instead of um'] },
  insights: { summary: 'Solid.', recommendations: ['Keep going'] },
  transcript: { text: 'hello there', words: [] },
  fillers: [],
  pauses: [],
  timeline: [],
  engines: { transcriber: 'pocketsphinx', transcriber_detail: null, video_model: 'human', feedback: 'built-in' },
  quality: { flags: [], face_visible_ratio: 0.95, media_duration: 60 },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merged(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = merged(base[key], value);
  return out;
}

/** The sample result with `overrides` merged in; throws when the outcome breaks the contract. */
export function sampleAnalysisResult(overrides: SampleOverrides<AnalysisResult> = {}): AnalysisResult {
  return analysisResultSchema.parse(merged(BASE, overrides));
}

const BASE_MOCK_QUESTION: MockQuestionResult = {
  question_key: 'q1',
  question: 'Tell me about a time you worked in a team.',
  competency: 'teamwork',
  skipped: false,
  duration_sec: null,
  transcript: null,
  speaking_pace: null,
  filler_words: null,
  eye_contact: null,
  score: null,
  star: { situation: { present: true, evidence: null }, task: { present: true, evidence: null }, action: { present: true, evidence: null }, result: { present: true, evidence: null } },
  star_status: 'checked',
  star_note: null,
  fillers: [],
  recording_url: null,
  analysis_error: null,
};

/** A mock interview question's result with every required field, `overrides` replacing whole fields. */
export function sampleMockQuestion(overrides: Partial<MockQuestionResult> = {}): MockQuestionResult {
  return { ...BASE_MOCK_QUESTION, ...overrides };
}
