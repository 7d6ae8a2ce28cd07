import { describe, expect, it } from 'vitest';
import { wordMetrics } from './audio-metrics.ts';

const base = {
  duration: 60,
  segments: [{ start: 0, end: 20 }, { start: 23, end: 50 }],
  speakingTime: 47,
  pauses: [{ start: 20, end: 23, duration: 3 }],
  syllableCount: 150,
  fillers: [{ word: 'um', start: 5, end: 5.3, method: 'transcript' as const }],
  ownTime: null,
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

  it('counts the pace while speaking over the speech time, whatever time spans the recogniser gave its words', () => {
    // 94 words in 47 s of speech (pauses of 250 ms or more already out of it): 120 WPM; over the whole 60 s, 94 WPM.
    const { metrics } = wordMetrics({ ...base, transcriptWordCount: 94 });
    expect(metrics.speaking_pace_over_speaking_time).toBe(120);
    expect(metrics.speaking_pace).toBe(94);
  });

  it("counts the pace of one voice's turns over those turns, keeps the recording's duration and names the own time", () => {
    // The candidate's turns take 30 s of a 60 s interview: 60 words are 120 WPM, not 60 over the whole recording.
    const { metrics } = wordMetrics({ ...base, ownTime: 30, transcriptWordCount: 60 });
    expect(metrics).toMatchObject({ duration: 60, own_time: 30, speaking_pace: 120, speaking_pace_over_total_time: 120 });
    expect(wordMetrics({ ...base, transcriptWordCount: 60 }).metrics).not.toHaveProperty('own_time');
  });

  it('estimates words from syllable nuclei when there is no transcript', () => {
    const { metrics } = wordMetrics({ ...base, transcriptWordCount: null });
    expect(metrics.word_count).toBe(100);
    expect(metrics.words_estimated).toBe(true);
    expect(wordMetrics({ ...base, transcriptWordCount: 0 }).metrics.words_estimated).toBe(true);
  });
});
