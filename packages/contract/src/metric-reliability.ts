import type { QualityFlag, VideoMetrics } from './analysis-result.ts';

/**
 * The video metrics that are measured on frames with a face: the engine reports them as null when the face
 * was seen in too few frames (flag `face_rarely_visible`). Posture comes from the body pose and stays.
 */
export const FACE_MEASURED_METRICS = ['average_eye_contact_score', 'average_engagement_score'] as const satisfies readonly (keyof VideoMetrics)[];

/**
 * A video metric as it may be shown: null ('Not measured') when the engine measured nothing, or when the result's
 * quality flags say it is unreliable — a combined result (a mock interview) can carry a mean of the answers that
 * were measured together with the flag of one that was not, and then the figure is not the user's.
 */
export function reliableVideoMetric(metrics: VideoMetrics, key: keyof VideoMetrics, flags: readonly QualityFlag[]): number | null {
  const faceMeasured = (FACE_MEASURED_METRICS as readonly string[]).includes(key);
  if (faceMeasured && flags.includes('face_rarely_visible')) return null;
  return metrics[key];
}
