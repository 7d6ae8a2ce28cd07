import type { QualityFlag, VideoMetrics } from '@rehearse/contract/analysis-result';
import { averageEngagementScore } from './engagement.ts';
import { averageEyeContactScore } from './eye-contact.ts';
import { faceDetectionRate } from './face-detection-rate.ts';
import type { FrameFacts } from './frame-facts.ts';
import { averagePostureScore } from './posture.ts';

/** Below this share of frames with a face, eye contact and engagement are 'insufficient data'. */
export const MIN_FACE_VISIBLE_RATIO = 0.5;

export const EMPTY_VIDEO_METRICS: VideoMetrics = {
  face_detection_rate: null,
  average_eye_contact_score: null,
  average_posture_score: null,
  average_engagement_score: null,
};

/** The four 0–1 video metrics from per-frame facts, with the quality flag when the face is rarely seen. */
export function videoMetrics(
  frames: readonly FrameFacts[],
  aspectRatio: number,
): { metrics: VideoMetrics; flags: QualityFlag[] } {
  const rate = faceDetectionRate(frames);
  if (rate === null) return { metrics: EMPTY_VIDEO_METRICS, flags: [] };
  const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 1000) / 1000);
  const faceSeenEnough = rate >= MIN_FACE_VISIBLE_RATIO;
  return {
    metrics: {
      face_detection_rate: rounded(rate),
      average_eye_contact_score: faceSeenEnough ? rounded(averageEyeContactScore(frames)) : null,
      average_posture_score: rounded(averagePostureScore(frames, aspectRatio)),
      average_engagement_score: faceSeenEnough ? rounded(averageEngagementScore(frames)) : null,
    },
    flags: faceSeenEnough ? [] : ['face_rarely_visible'],
  };
}
