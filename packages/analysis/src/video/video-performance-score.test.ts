import { describe, expect, it } from 'vitest';
import { VIDEO_SCORE_WEIGHTS, videoPerformanceScore } from './video-performance-score.ts';

describe('videoPerformanceScore', () => {
  it('weights sum to 1', () => {
    expect(Object.values(VIDEO_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
  it('is the weighted mean on a 0–100 scale', () => {
    expect(
      videoPerformanceScore({ face_detection_rate: 1, average_eye_contact_score: 0.5, average_posture_score: 1, average_engagement_score: 0 }),
    ).toBe(52.5);
  });
  it('re-weights over the metrics that could be measured', () => {
    expect(
      videoPerformanceScore({ face_detection_rate: 0.4, average_eye_contact_score: null, average_posture_score: 0.8, average_engagement_score: null }),
    ).toBeCloseTo(((0.15 * 0.4 + 0.2 * 0.8) / 0.35) * 100, 1);
  });
  it('is null when nothing could be measured', () => {
    expect(
      videoPerformanceScore({ face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null }),
    ).toBeNull();
  });
});
