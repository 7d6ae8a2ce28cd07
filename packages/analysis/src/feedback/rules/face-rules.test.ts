import { describe, expect, it } from 'vitest';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { facePresenceRule } from './face-presence-rule.ts';
import { multipleFacesRule } from './multiple-faces-rule.ts';

describe('facePresenceRule', () => {
  it('is a strength at 95 % of frames or more', () => {
    expect(facePresenceRule(sampleFeedbackInput())[0]?.text).toBe('Your face was in frame in 97% of the 180 sampled frames.');
  });
  it('names the stretches without a face under 90 %', () => {
    const base = sampleFeedbackInput();
    const gaps = [{ start: 12, end: 20.5 }, { start: 40, end: 45 }, { start: 50, end: 51 }, { start: 70, end: 71 }];
    const [finding] = facePresenceRule({ ...base, video: { ...base.video, metrics: { ...base.video.metrics, face_detection_rate: 0.83 }, no_face_segments: gaps } });
    expect(finding?.text).toBe(
      'Your face was in frame in 83% of the 180 sampled frames; it was out of view for 15.5 s in 4 stretches: 0:12–0:20, 0:40–0:45, 0:50–0:51, ….',
    );
    expect(finding?.strategy).toContain('left the frame at 0:12–0:20');
  });
  it('leaves rates under 50 % to the quality rule', () => {
    const base = sampleFeedbackInput();
    expect(facePresenceRule({ ...base, video: { ...base.video, metrics: { ...base.video.metrics, face_detection_rate: 0.3 } } })).toEqual([]);
  });
});

describe('multipleFacesRule', () => {
  it('names when a second face was in the picture', () => {
    const base = sampleFeedbackInput();
    const [finding] = multipleFacesRule({ ...base, video: { ...base.video, multiple_faces_segments: [{ start: 70, end: 75 }] } });
    expect(finding?.text).toContain('for 5 s (1:10–1:15)');
    expect(finding?.strategy).toContain('1:10–1:15');
  });
  it('says nothing with one face', () => {
    expect(multipleFacesRule(sampleFeedbackInput())).toEqual([]);
  });
});
