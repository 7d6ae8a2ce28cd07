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
  it('covers every recording flag with a sentence and a fix citing a number', () => {
    const flags: QualityFlag[] = ['no_video_stream', 'no_audio_stream', 'no_speech', 'very_low_level', 'clipping'];
    const findings = qualityRule(withFlags(flags));
    expect(findings).toHaveLength(5);
    for (const f of findings) {
      expect(f.text).toMatch(/\d/);
      expect(f.strategy).toMatch(/\d/);
    }
    expect(findings[3]?.text).toContain('-44.2 dBFS, below -40 dBFS');
    expect(findings[4]?.text).toMatch(/^0\.35% of the audio samples hit full scale/);
  });
  it('leaves the missing transcriber to the insights', () => {
    expect(qualityRule(withFlags(['no_transcriber']))).toEqual([]);
  });
});
