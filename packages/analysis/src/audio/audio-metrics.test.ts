import { describe, expect, it } from 'vitest';
import { wordMetrics } from './audio-metrics.ts';

const base = {
  duration: 60,
  segments: [{ start: 0, end: 20 }, { start: 23, end: 50 }],
  speakingTime: 47,
  pauses: [{ start: 20, end: 23, duration: 3 }],
  syllableCount: 150,
  fillers: [{ word: 'um', start: 5, end: 5.3, method: 'transcript' as const }],
  wordSpans: [],
};

describe('word metrics', () => {
  it('counts transcript words and gives WPM over total and speaking time', () => {
    const { metrics, fillersPerMinute, longPausesPerMinute, syllablesPerRun } = wordMetrics({ ...base, transcriptWordCount: 120 });
    expect(metrics).toEqual({
      speaking_pace: 120,
      speaking_pace_over_total_time: 120,
      speaking_pace_over_speaking_time: 153.2,
      filler_words: 1,
      duration: 60,
      word_count: 120,
      words_estimated: false,
    });
    expect(fillersPerMinute).toBeCloseTo(1.2, 6); // 1 over a 50 s speech span
    expect(longPausesPerMinute).toBeCloseTo(1.2, 6);
    expect(syllablesPerRun).toBe(75);
  });

  it('counts the pace while speaking over the voiced time of the words (spans bridged across gaps under 0.3 s), not the voice activity', () => {
    // 3 words in two phrases: 0.5–1.5 (gap 0.2 s bridged) and 3–3.6; voiced 1.6 s, while the voice activity says 47 s.
    const wordSpans = [
      { start: 0.5, end: 1.0 },
      { start: 1.2, end: 1.5 },
      { start: 3.0, end: 3.6 },
    ];
    const { metrics } = wordMetrics({ ...base, transcriptWordCount: 3, wordSpans });
    expect(metrics.speaking_pace_over_speaking_time).toBe(112.5); // 3 / 1.6 s × 60
    expect(metrics.speaking_pace).toBe(3); // over the whole 60 s, unchanged
  });

  it('estimates words from syllable nuclei when there is no transcript', () => {
    const { metrics } = wordMetrics({ ...base, transcriptWordCount: null });
    expect(metrics.word_count).toBe(100);
    expect(metrics.words_estimated).toBe(true);
    expect(wordMetrics({ ...base, transcriptWordCount: 0 }).metrics.words_estimated).toBe(true);
  });
});
