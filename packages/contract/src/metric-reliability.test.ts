import { describe, expect, it } from 'vitest';
import type { VideoMetrics } from './analysis-result.ts';
import { reliableVideoMetric } from './metric-reliability.ts';

const metrics: VideoMetrics = {
  face_detection_rate: 0.4,
  average_eye_contact_score: 0.872,
  average_posture_score: 0.941,
  average_engagement_score: 0.6,
};

describe('reliable video metric', () => {
  it('drops face-measured figures when the engine flags the face as rarely visible', () => {
    expect(reliableVideoMetric(metrics, 'average_eye_contact_score', ['face_rarely_visible'])).toBeNull();
    expect(reliableVideoMetric(metrics, 'average_engagement_score', ['face_rarely_visible'])).toBeNull();
  });

  it('keeps posture and the face rate, which do not depend on frames with a face', () => {
    expect(reliableVideoMetric(metrics, 'average_posture_score', ['face_rarely_visible'])).toBe(0.941);
    expect(reliableVideoMetric(metrics, 'face_detection_rate', ['face_rarely_visible'])).toBe(0.4);
  });

  it('keeps every figure without the flag', () => {
    expect(reliableVideoMetric(metrics, 'average_eye_contact_score', ['clipping'])).toBe(0.872);
  });
});
