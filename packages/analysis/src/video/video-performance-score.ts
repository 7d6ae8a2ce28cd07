import type { VideoMetrics } from '@rehearse/contract/analysis-result';

/** Weights of the video performance score (docs/SCORING-video.md). */
export const VIDEO_SCORE_WEIGHTS: Record<keyof VideoMetrics, number> = {
  face_detection_rate: 0.15,
  average_eye_contact_score: 0.35,
  average_posture_score: 0.2,
  average_engagement_score: 0.3,
};

/** 0–100, one decimal: weighted mean of the metrics that could be measured; null when none could. */
export function videoPerformanceScore(metrics: VideoMetrics): number | null {
  let weighted = 0;
  let totalWeight = 0;
  for (const key of Object.keys(VIDEO_SCORE_WEIGHTS) as (keyof VideoMetrics)[]) {
    const value = metrics[key];
    if (value === null) continue;
    weighted += VIDEO_SCORE_WEIGHTS[key] * value;
    totalWeight += VIDEO_SCORE_WEIGHTS[key];
  }
  if (totalWeight === 0) return null;
  return Math.round((weighted / totalWeight) * 1000) / 10;
}
