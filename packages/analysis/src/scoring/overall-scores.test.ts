import type { AudioResult, VideoResult } from '@rehearse/contract/analysis-result';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { emptyAudioResult } from '../audio/empty-audio-result.ts';
import { EMPTY_VIDEO_METRICS } from '../video/video-metrics.ts';
import { overallScores } from './overall-scores.ts';

const video = (score: number | null): VideoResult => ({
  performance_score: score,
  metrics: EMPTY_VIDEO_METRICS,
  frames_analyzed: 0,
  fps: 2,
  no_face_segments: [],
  multiple_faces_segments: [],
});
const audio = (score: number | null): AudioResult => ({ ...emptyAudioResult(60, 0), performance_score: score });

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
    expect(scores.component_weights).toEqual({ video: 0.5, audio: 0.5 });
  });

  it('uses the measured side alone when the other is null', () => {
    expect(overallScores(video(null), audio(58.4)).overall_score).toBe(58.4);
    const onlyVideo = overallScores(video(91.2), audio(null));
    expect(onlyVideo.overall_score).toBe(91.2);
    expect(onlyVideo.component_scores.audio).toBeNull();
    expect(onlyVideo.component_scores.audio_performance).toBeNull();
    expect(onlyVideo.component_weights).toEqual({ video: 1, audio: 0 });
  });

  it('is null everywhere when neither side was measured', () => {
    const scores = overallScores(video(null), audio(null));
    expect(scores.overall_score).toBeNull();
    expect(Object.values(scores.component_scores).every((v) => v === null)).toBe(true);
    expect(scores.final.overall_score).toBeNull();
  });

  it('fits the result schema', () => {
    const shape = analysisResultSchema.pick({ overall_score: true, component_scores: true, final: true, component_weights: true });
    expect(shape.safeParse(overallScores(video(0), audio(100))).success).toBe(true);
  });
});

describe('overallScores with the answer content', () => {
  it('joins a judged content score at 30 % and records its weight', () => {
    const scores = overallScores(video(80), audio(60), 50);
    expect(scores.overall_score).toBe(64); // 0.35 × 80 + 0.35 × 60 + 0.3 × 50
    expect(scores.component_weights).toEqual({ video: 0.35, audio: 0.35, content: 0.3 });
  });
  it('leaves content out of the overall when it was not judged', () => {
    expect(overallScores(video(80), audio(60), null)).toEqual(overallScores(video(80), audio(60)));
  });
});
