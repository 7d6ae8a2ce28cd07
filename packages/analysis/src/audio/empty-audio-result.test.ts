import { audioResultSchema } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { emptyAudioResult } from './empty-audio-result.ts';
import { summarizePauses } from './pauses.ts';

describe('emptyAudioResult', () => {
  it('is a contract-valid audio result with every speech figure null and the duration to the centisecond', () => {
    const audio = audioResultSchema.parse(emptyAudioResult(12.3456, 0.002));
    expect(audio.performance_score).toBeNull();
    expect(audio.metrics.duration).toBe(12.35);
    expect(audio.metrics.speaking_pace).toBeNull();
    expect(audio.metrics.word_count).toBeNull();
    expect(audio.loudness).toEqual({ mean_dbfs: null, variation_db: null, clipping_ratio: 0.002 });
    expect(audio.speech_ratio).toBe(0);
  });

  it('reports the pause summary of no pauses', () => {
    const none = summarizePauses([]);
    expect(emptyAudioResult(5, 0).pause_summary).toEqual({ count: none.count, longest: none.longest, over_two_seconds: none.overTwoSeconds });
  });

  it('never reports a negative duration', () => {
    expect(emptyAudioResult(-1, 0).metrics.duration).toBe(0);
  });
});
