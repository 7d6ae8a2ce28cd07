import type { AnalysisResult, AudioResult, VideoResult } from '@rehearse/contract/analysis-result';

/** Video and audio count equally: the spec presents them as the two halves of the performance (docs/SCORING.md). */
export const OVERALL_WEIGHTS = { video: 0.5, audio: 0.5 } as const;

export type OverallScores = Pick<AnalysisResult, 'overall_score' | 'component_scores' | 'final'>;

/**
 * Overall score 0–100 (one decimal): weighted mean of the video and audio performance scores, the weights
 * renormalised over the sides that were measured; null when neither was.
 */
export function overallScores(video: VideoResult, audio: AudioResult): OverallScores {
  const videoScore = video.performance_score;
  const audioScore = audio.performance_score;
  let sum = 0;
  let weights = 0;
  if (videoScore !== null) {
    sum += videoScore * OVERALL_WEIGHTS.video;
    weights += OVERALL_WEIGHTS.video;
  }
  if (audioScore !== null) {
    sum += audioScore * OVERALL_WEIGHTS.audio;
    weights += OVERALL_WEIGHTS.audio;
  }
  const overall = weights > 0 ? Math.round(Math.max(0, Math.min(100, sum / weights)) * 10) / 10 : null;
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
  };
}
