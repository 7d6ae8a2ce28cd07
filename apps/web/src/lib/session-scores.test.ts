import type { AnalysisSession, CombinedResult } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { audioScoreOf, overallScoreOf, sessionTitle, videoScoreOf } from './session-scores.ts';

function combined(patch: Partial<CombinedResult> = {}, inner: Partial<CombinedResult['results']> = {}): CombinedResult {
  return {
    video_score: null,
    audio_score: null,
    video_performance_score: null,
    audio_performance_score: null,
    overall_score: null,
    overall_interview_score: null,
    timestamp: '2026-11-22T10:00:00.000Z',
    results: {
      video: { performance_score: null, metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null } },
      audio: { performance_score: null },
      combined: { overall_interview_score: null, timestamp: '2026-11-22T10:00:00.000Z', component_scores: { video_performance: null, audio_performance: null } },
      final: { overall_score: null },
      ...inner,
    },
    ...patch,
  };
}

describe('session scores', () => {
  it('reads the overall score in the spec order', () => {
    const base = combined({ overall_interview_score: 40 }, { final: { overall_score: 50 } });
    expect(overallScoreOf({ combined_result: base })).toBe(50);
    expect(overallScoreOf({ combined_result: { ...base, overall_score: 70 } })).toBe(70);
    const withCombined = combined({ overall_interview_score: 40 }, {
      final: { overall_score: 50 },
      combined: { overall_interview_score: 60, timestamp: 'x', component_scores: { video_performance: null, audio_performance: null } },
    });
    expect(overallScoreOf({ combined_result: withCombined })).toBe(60);
    expect(overallScoreOf({ combined_result: combined({ overall_interview_score: 40 }) })).toBe(40);
    expect(overallScoreOf({ combined_result: combined() })).toBe(0);
    expect(overallScoreOf({ combined_result: null })).toBe(0);
  });

  it('reads video and audio scores from the first place that has them', () => {
    const c = combined({ video_performance_score: 66 }, { audio: { performance_score: 55 } });
    expect(videoScoreOf({ combined_result: c })).toBe(66);
    expect(audioScoreOf({ combined_result: c })).toBe(55);
  });

  it('titles a session by display name, file name, else Untitled', () => {
    expect(sessionTitle({ display_name: 'A', video_upload: { id: '1', original_filename: 'b.mp4' } }, 'U')).toBe('A');
    expect(sessionTitle({ display_name: ' ', video_upload: { id: '1', original_filename: 'b.mp4' } }, 'U')).toBe('b.mp4');
    expect(sessionTitle({ display_name: '', video_upload: null } as Pick<AnalysisSession, 'display_name' | 'video_upload'>, 'U')).toBe('U');
  });
});
