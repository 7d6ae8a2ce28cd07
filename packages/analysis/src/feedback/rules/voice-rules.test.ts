import { describe, expect, it } from 'vitest';
import type { FeedbackInput } from '../feedback-input.ts';
import { sampleFeedbackInput } from '../sample-feedback-input.ts';
import { toneRule } from './tone-rule.ts';
import { volumeRule } from './volume-rule.ts';

function withVoice(variation: number | null, level: number | null = -20): FeedbackInput {
  const base = sampleFeedbackInput();
  return { ...base, audio: { ...base.audio, pitch: { ...base.audio.pitch, variation_semitones: variation }, loudness: { ...base.audio.loudness, mean_dbfs: level } } };
}

describe('toneRule', () => {
  it('calls under 2 semitones monotone, with a 3–5 target', () => {
    const [finding] = toneRule(withVoice(1.2));
    expect(finding?.text).toBe('Your pitch varied by only 1.2 semitones around your median of 118 Hz; under 2 semitones is heard as monotone, 3–5 as varied.');
    expect(finding?.strategy).toContain('this time 1.2');
  });
  it('is a strength at 3–5, an improvement over 7, silent between and without pitch', () => {
    expect(toneRule(withVoice(4))[0]?.kind).toBe('strength');
    expect(toneRule(withVoice(9))[0]?.kind).toBe('improvement');
    expect(toneRule(withVoice(2.5))).toEqual([]);
    expect(toneRule(withVoice(null))).toEqual([]);
  });
});

describe('volumeRule', () => {
  it('is a strength inside −26 … −12 dBFS', () => {
    expect(volumeRule(withVoice(4, -20))[0]?.kind).toBe('strength');
  });
  it('is an improvement when quiet or loud', () => {
    expect(volumeRule(withVoice(4, -35))[0]?.text).toContain('-35 dBFS, quieter than');
    expect(volumeRule(withVoice(4, -3))[0]?.text).toContain('louder than');
  });
  it('leaves very low level to the quality rule', () => {
    const input = withVoice(4, -45);
    expect(volumeRule({ ...input, quality: { ...input.quality, flags: ['very_low_level'] } })).toEqual([]);
  });
});
