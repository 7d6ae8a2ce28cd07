import type { QualityFlag } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { qualityRule } from './quality-rule.ts';

function withFlags(flags: QualityFlag[]) {
  const base = sampleFeedbackInput();
  return { ...base, quality: { ...base.quality, flags, face_visible_ratio: 0.38 }, audio: { ...base.audio, loudness: { mean_dbfs: -44.2, variation_db: 5, clipping_ratio: 0.0035 } } };
}

describe('qualityRule', () => {
  it('says what was not scored when the face was rarely visible, and how to fix it', () => {
    const [finding] = qualityRule(withFlags(['face_rarely_visible']));
    expect(finding?.kind).toBe('unmeasured');
    expect(finding?.text).toBe('Your face was visible in only 38% of the 180 sampled frames, so eye contact and engagement were not scored (they need at least 50%).');
    expect(finding?.strategy).toMatch(/^Sit facing the camera with your head and shoulders in frame/);
  });
  it('covers every fault of the recording with a sentence and a fix citing a number', () => {
    const flags: QualityFlag[] = ['no_audio_stream', 'no_speech', 'very_low_level', 'clipping'];
    const findings = qualityRule(withFlags(flags));
    expect(findings).toHaveLength(4);
    for (const f of findings) {
      expect(f.kind).toBe('unmeasured');
      expect(f.text).toMatch(/\d/);
      expect(f.strategy).toMatch(/\d/);
    }
    expect(findings[2]?.text).toContain('-44.2 dBFS, below -40 dBFS');
    expect(findings[3]?.text).toMatch(/^0\.35% of the audio samples hit full scale/);
  });
  it('tells a phone interviewee what an audio-only recording covers, with no camera advice and nothing to improve', () => {
    const [finding] = qualityRule(withFlags(['no_video_stream']));
    expect(finding?.kind).toBe('note');
    expect(finding?.strategy).toBeUndefined();
    expect(`${finding?.text} ${finding?.recommendation}`).not.toMatch(/camera|video track/i);
  });
  it('says an audio-only overall is audio and what was said, with their weights, when the content was judged', () => {
    const base = withFlags(['no_video_stream']);
    const [finding] = qualityRule({ ...base, video: { ...base.video, performance_score: null }, contentScore: 30.8, weights: { video: 0, audio: 0.538, content: 0.462 } });
    expect(finding?.text).toContain('your overall score is made of your audio (38%) and what you said (62%)');
    expect(finding?.text).not.toContain('your audio score');
  });
  it('says an audio-only overall is the audio score when the content was not judged', () => {
    const base = withFlags(['no_video_stream']);
    const [finding] = qualityRule({ ...base, video: { ...base.video, performance_score: null }, contentScore: null, weights: { video: 0, audio: 1 } });
    expect(finding?.text).toMatch(/; your overall score is your audio score\.$/);
  });
  it('leaves the missing transcriber to the insights', () => {
    expect(qualityRule(withFlags(['no_transcriber']))).toEqual([]);
  });
});
