import type { AudioResult } from '@rehearse/contract/analysis-result';

/** Nothing measurable: every speech metric null (the flags say why), only the duration is known. */
export function emptyAudioResult(duration: number, clippingRatio: number): AudioResult {
  return {
    performance_score: null,
    metrics: {
      speaking_pace: null,
      speaking_pace_over_speaking_time: null,
      speaking_pace_over_total_time: null,
      filler_words: null,
      duration: Math.round(Math.max(0, duration) * 100) / 100,
      word_count: null,
      clarity_score: null,
      tone_score: null,
      volume_score: null,
      confidence_score: null,
      articulation_score: null,
      fluency_score: null,
      words_estimated: false,
    },
    loudness: { mean_dbfs: null, variation_db: null, clipping_ratio: clippingRatio },
    pitch: { median_hz: null, range_semitones: null, variation_semitones: null },
    speech_ratio: 0,
    syllable_rate: null,
    articulation_rate: null,
    pause_summary: { count: 0, longest: null, over_two_seconds: 0 },
  };
}
