import type { CombinedResult } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { audioScoreOf, overallScoreOf, sessionTitle, videoScoreOf } from './session-scores.ts';

function combined(scores: { overall: number | null; video: number | null; audio: number | null }): CombinedResult {
  const timestamp = '2026-11-22T10:00:00.000Z';
  const metrics = { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null };
  return {
    video_score: scores.video,
    audio_score: scores.audio,
    video_performance_score: scores.video,
    audio_performance_score: scores.audio,
    overall_score: scores.overall,
    overall_interview_score: scores.overall,
    timestamp,
    results: {
      video: { performance_score: scores.video, metrics },
      audio: { performance_score: scores.audio },
      combined: { overall_interview_score: scores.overall, timestamp, component_scores: { video_performance: scores.video, audio_performance: scores.audio } },
      final: { overall_score: scores.overall },
    },
  };
}

describe('session scores', () => {
  it('reads the three scores of a completed analysis', () => {
    const s = { combined_result: combined({ overall: 71.5, video: 66, audio: 77 }) };
    expect([overallScoreOf(s), videoScoreOf(s), audioScoreOf(s)]).toEqual([71.5, 66, 77]);
  });

  it('keeps a score that was not measured null, not 0', () => {
    const noVideo = { combined_result: combined({ overall: 77, video: null, audio: 77 }) };
    expect(videoScoreOf(noVideo)).toBeNull();
    expect(overallScoreOf(noVideo)).toBe(77);
  });

  it('has no scores before the analysis completes', () => {
    const unfinished = { combined_result: null };
    expect([overallScoreOf(unfinished), videoScoreOf(unfinished), audioScoreOf(unfinished)]).toEqual([null, null, null]);
  });

  it('keeps a measured 0 as 0', () => {
    expect(audioScoreOf({ combined_result: combined({ overall: 20, video: 40, audio: 0 }) })).toBe(0);
  });

  it('titles a session by display name, file name, else Untitled', () => {
    const alone = { duplicate_index: 0, total_duplicates: 1 };
    expect(sessionTitle({ display_name: 'A', video_upload: { id: '1', original_filename: 'b.mp4' }, ...alone }, 'U')).toBe('A');
    expect(sessionTitle({ display_name: ' ', video_upload: { id: '1', original_filename: 'b.mp4' }, ...alone }, 'U')).toBe('b.mp4');
    expect(sessionTitle({ display_name: '', video_upload: null, ...alone }, 'U')).toBe('U');
  });

  it('numbers one of several same-named uploads as its detail page does', () => {
    const upload = { id: '1', original_filename: 'two-voice-interview.mp4' };
    expect(sessionTitle({ display_name: 'two-voice-interview.mp4', video_upload: upload, duplicate_index: 0, total_duplicates: 2 }, 'U')).toBe('two-voice-interview.mp4 (1)');
    expect(sessionTitle({ display_name: 'two-voice-interview.mp4', video_upload: upload, duplicate_index: 1, total_duplicates: 2 }, 'U')).toBe('two-voice-interview.mp4 (2)');
  });
});
