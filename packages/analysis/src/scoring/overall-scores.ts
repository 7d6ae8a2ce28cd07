import type { AnalysisResult, AudioResult, VideoResult } from '@rehearse/contract/analysis-result';
import { overallWeights } from '@rehearse/contract/overall-weights';

export type OverallScores = Pick<AnalysisResult, 'overall_score' | 'component_scores' | 'final' | 'component_weights'>;

/**
 * Overall score 0–100 (one decimal): weighted mean of the video and audio performance scores and, where the answer's
 * content was judged, its content score; the weights renormalised over the parts that were measured; null when none was.
 */
export function overallScores(video: VideoResult, audio: AudioResult, contentScore: number | null = null): OverallScores {
  const videoScore = video.performance_score;
  const audioScore = audio.performance_score;
  const weights = overallWeights({ video: videoScore !== null, audio: audioScore !== null, content: contentScore !== null });
  const sum = (videoScore ?? 0) * weights.video + (audioScore ?? 0) * weights.audio + (contentScore ?? 0) * (weights.content ?? 0);
  const overall = weights.video + weights.audio + (weights.content ?? 0) > 0 ? Math.round(Math.max(0, Math.min(100, sum)) * 10) / 10 : null;
  return {
    overall_score: overall,
    component_scores: {
      overall,
      video: videoScore,
      audio: audioScore,
      video_performance: videoScore,
      audio_performance: audioScore,
      overall_interview_score: overall,
    },
    final: { overall_score: overall },
    component_weights: weights,
  };
}
