import type { AnalysisSession, CombinedResult } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult, type SampleOverrides } from '@rehearse/contract/sample-analysis-result';

/** FOR TESTS ONLY. Schema-valid analysis sessions whose scores come from a contract sample result. */

/** The session row's summary of a result, as the server keeps it. */
export function combinedResultOf(result: AnalysisResult, timestamp: string): CombinedResult {
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  const overall = result.overall_score;
  return {
    video_score: video,
    audio_score: audio,
    video_performance_score: video,
    audio_performance_score: audio,
    overall_score: overall,
    overall_interview_score: overall,
    timestamp,
    results: {
      video: { performance_score: video, metrics: result.video.metrics },
      audio: { performance_score: audio },
      combined: { overall_interview_score: overall, timestamp, component_scores: { video_performance: video, audio_performance: audio } },
      final: { overall_score: overall },
    },
  };
}

export function completedSession(id: string, day: number, result: SampleOverrides<AnalysisResult> = {}, patch: Partial<AnalysisSession> = {}): AnalysisSession {
  const start = `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  const end = `2026-11-${String(day).padStart(2, '0')}T10:01:30.000Z`;
  return {
    session_id: id,
    status: 'completed',
    category: 'video_upload',
    display_name: `${id}.mp4`,
    duplicate_index: 0,
    total_duplicates: 1,
    start_time: start,
    end_time: end,
    video_upload: { id: `up-${id}`, original_filename: `${id}.mp4` },
    combined_result: combinedResultOf(sampleAnalysisResult(result), end),
    stage: 'done',
    progress: 100,
    error: null,
    ...patch,
  };
}

export function unfinishedSession(id: string, day: number, patch: Partial<AnalysisSession> = {}): AnalysisSession {
  return completedSession(id, day, {}, { status: 'processing', end_time: null, combined_result: null, stage: 'audio', progress: 40, ...patch });
}
