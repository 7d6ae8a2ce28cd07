import type { AudioResult, VideoResult } from '@rehearse/contract/analysis-result';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { overallScores } from './overall-scores.ts';

const video = (score: number | null): VideoResult => ({
  performance_score: score,
  metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
  frames_analyzed: 0,
  fps: 2,
  no_face_segments: [],
  multiple_faces_segments: [],
});
const audio = (score: number | null): AudioResult => ({
  performance_score: score,
  metrics: {
    speaking_pace: null,
    speaking_pace_over_speaking_time: null,
    speaking_pace_over_total_time: null,
    filler_words: null,
    duration: 60,
    word_count: null,
    clarity_score: null,
    tone_score: null,
    volume_score: null,
    confidence_score: null,
    articulation_score: null,
    fluency_score: null,
    words_estimated: false,
  },
  loudness: { mean_dbfs: null, variation_db: null, clipping_ratio: 0 },
  pitch: { median_hz: null, range_semitones: null, variation_semitones: null },
  speech_ratio: 0,
  syllable_rate: null,
  articulation_rate: null,
  pause_summary: { count: 0, longest: null, over_two_seconds: 0 },
});

describe('overallScores', () => {
  it('averages video and audio with equal weights, one decimal', () => {
    const scores = overallScores(video(80), audio(65.3));
    expect(scores.overall_score).toBe(72.7); // (80 + 65.3) / 2 = 72.65 → 72.7
    expect(scores.component_scores).toEqual({
      overall: 72.7,
      video: 80,
      audio: 65.3,
      video_performance: 80,
      audio_performance: 65.3,
      overall_interview_score: 72.7,
    });
    expect(scores.final.overall_score).toBe(72.7);
  });

  it('uses the measured side alone when the other is null', () => {
    expect(overallScores(video(null), audio(58.4)).overall_score).toBe(58.4);
    const onlyVideo = overallScores(video(91.2), audio(null));
    expect(onlyVideo.overall_score).toBe(91.2);
    expect(onlyVideo.component_scores.audio).toBeNull();
    expect(onlyVideo.component_scores.audio_performance).toBeNull();
  });

  it('is null everywhere when neither side was measured', () => {
    const scores = overallScores(video(null), audio(null));
    expect(scores.overall_score).toBeNull();
    expect(Object.values(scores.component_scores).every((v) => v === null)).toBe(true);
    expect(scores.final.overall_score).toBeNull();
  });

  it('fits the result schema', () => {
    const shape = analysisResultSchema.pick({ overall_score: true, component_scores: true, final: true });
    expect(shape.safeParse(overallScores(video(0), audio(100))).success).toBe(true);
  });
});
