import type { VideoMetrics } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import type { FeedbackInput } from '../feedback-input.ts';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { engagementRule } from './engagement-rule.ts';
import { eyeContactRule } from './eye-contact-rule.ts';
import { postureRule } from './posture-rule.ts';

function withMetrics(metrics: Partial<VideoMetrics>): FeedbackInput {
  const base = sampleFeedbackInput();
  return { ...base, video: { ...base.video, metrics: { ...base.video.metrics, ...metrics } } };
}

describe('eyeContactRule', () => {
  it('is an improvement under 0.6, naming the share of frames facing the lens', () => {
    const [finding] = eyeContactRule(withMetrics({ average_eye_contact_score: 0.4 }));
    expect(finding?.kind).toBe('improvement');
    expect(finding?.text).toBe('Eye contact scored 40% over the 175 sampled frames your face was in view: you faced the lens in about 28% of them, against about 70% in conversation.');
  });
  it('is a strength from 0.8, silent between, and silent when not scored', () => {
    expect(eyeContactRule(withMetrics({ average_eye_contact_score: 0.85 }))[0]?.kind).toBe('strength');
    expect(eyeContactRule(withMetrics({ average_eye_contact_score: 0.7 }))).toEqual([]);
    expect(eyeContactRule(withMetrics({ average_eye_contact_score: null }))).toEqual([]);
  });
});

describe('postureRule', () => {
  it('is an improvement under 0.6 with framing advice', () => {
    const [finding] = postureRule(withMetrics({ average_posture_score: 0.45 }));
    expect(finding?.text).toMatch(/^Posture scored 45%/);
    expect(finding?.strategy).toContain('this time 45%');
  });
  it('is a strength from 0.8 and silent when not measured', () => {
    expect(postureRule(withMetrics({ average_posture_score: 0.9 }))[0]?.kind).toBe('strength');
    expect(postureRule(withMetrics({ average_posture_score: null }))).toEqual([]);
  });
});

describe('engagementRule', () => {
  it('is an improvement under 0.55 and a strength from 0.75', () => {
    expect(engagementRule(withMetrics({ average_engagement_score: 0.3 }))[0]?.strategy).toContain('this time 30%');
    expect(engagementRule(withMetrics({ average_engagement_score: 0.8 }))[0]?.kind).toBe('strength');
    expect(engagementRule(withMetrics({ average_engagement_score: 0.6 }))).toEqual([]);
  });
});
