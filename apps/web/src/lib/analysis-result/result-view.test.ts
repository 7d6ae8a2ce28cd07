import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { toResultView } from './result-view.ts';

describe('toResultView', () => {
  it('reads each score from the one place the contract puts it', () => {
    const view = toResultView(
      sampleAnalysisResult({
        overall_score: 72.5,
        // The repeated fields disagree on purpose: the view must not pick them up.
        component_scores: { overall: 1, video: 2, audio: 3, video_performance: 4, audio_performance: 5, overall_interview_score: 6 },
        final: { overall_score: 7 },
        video: { performance_score: 70 },
        audio: { performance_score: 75 },
      }),
    );
    expect([view.overallScore, view.videoScore, view.audioScore]).toEqual([72.5, 70, 75]);
  });

  it('keeps every unmeasured figure null instead of inventing one', () => {
    const view = toResultView(
      sampleAnalysisResult({
        overall_score: 64,
        video: {
          performance_score: null,
          metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
        },
        audio: {
          performance_score: null,
          metrics: {
            speaking_pace: null,
            filler_words: null,
            word_count: null,
            clarity_score: null,
            tone_score: null,
            volume_score: null,
            confidence_score: null,
            articulation_score: null,
            fluency_score: null,
          },
        },
        quality: { flags: ['no_video_stream', 'no_speech'] },
      }),
    );
    expect(view.videoScore).toBeNull();
    expect(view.audioScore).toBeNull();
    expect(Object.values(view.videoMetrics)).toEqual([null, null, null, null]);
    expect(view.audioMetrics.speaking_pace).toBeNull();
    expect(view.audioMetrics.filler_words).toBeNull();
    expect(view.audioMetrics.clarity_score).toBeNull();
    expect(view.qualityFlags).toEqual(['no_video_stream', 'no_speech']);
  });

  it('passes feedback, insights and the engine extras through', () => {
    const view = toResultView(
      sampleAnalysisResult({
        llm_feedback: { strengths: ['Steady pace (131 WPM)'], improvements: [], strategies: ['Pause instead of saying um'] },
        fillers: [{ word: 'um', start: 0.2, end: 0.4, method: 'transcript' }],
        transcript: null,
      }),
    );
    expect(view.strengths).toEqual(['Steady pace (131 WPM)']);
    expect(view.improvements).toEqual([]);
    expect(view.strategies).toEqual(['Pause instead of saying um']);
    expect(view.fillers.map((f) => f.start)).toEqual([0.2]);
    expect(view.transcript).toBeNull();
  });
});
