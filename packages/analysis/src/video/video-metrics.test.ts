import { describe, expect, it } from 'vitest';
import { framesAt, lookingAtLens } from './synthetic-frames.ts';
import { videoMetrics } from './video-metrics.ts';

describe('videoMetrics', () => {
  it('measures everything when the face is visible in most frames', () => {
    const { metrics, flags } = videoMetrics(framesAt(2, [lookingAtLens(), lookingAtLens(), lookingAtLens(), null]), 16 / 9);
    expect(flags).toEqual([]);
    expect(metrics.face_detection_rate).toBe(0.75);
    expect(metrics.average_eye_contact_score).toBe(1);
    expect(metrics.average_engagement_score).not.toBeNull();
    expect(metrics.average_posture_score).toBeNull();
  });
  it('says insufficient data for eye contact and engagement when the face is rarely visible', () => {
    const { metrics, flags } = videoMetrics(framesAt(2, [lookingAtLens(), null, null, null]), 16 / 9);
    expect(flags).toEqual(['face_rarely_visible']);
    expect(metrics.face_detection_rate).toBe(0.25);
    expect(metrics.average_eye_contact_score).toBeNull();
    expect(metrics.average_engagement_score).toBeNull();
  });
  it('is all null with no frames', () => {
    expect(videoMetrics([], 1).metrics).toEqual({
      face_detection_rate: null,
      average_eye_contact_score: null,
      average_posture_score: null,
      average_engagement_score: null,
    });
  });
});
