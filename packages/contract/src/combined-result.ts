import type { CombinedResult } from './analysis-api.ts';
import type { AnalysisResult } from './analysis-result.ts';
import { contentSummaryOf } from './content-summary.ts';
import { overallMakeupOf } from './overall-makeup-of.ts';

/**
 * The spec's `combined_result` summary of a completed analysis, kept beside the full result so
 * lists, the dashboard and compare never parse the whole result (transcript, timeline…).
 */
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
    overall_interview_score: result.component_scores.overall_interview_score ?? overall,
    timestamp,
    media_duration: result.quality.media_duration,
    content: contentSummaryOf(result),
    overall_makeup: overallMakeupOf(result),
    results: {
      video: { performance_score: video, metrics: { ...result.video.metrics } },
      audio: { performance_score: audio },
      combined: {
        overall_interview_score: result.component_scores.overall_interview_score ?? overall,
        timestamp,
        component_scores: { video_performance: video, audio_performance: audio },
      },
      final: { overall_score: result.final.overall_score ?? overall },
    },
  };
}
