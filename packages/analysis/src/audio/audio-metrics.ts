import type { AudioMetrics, Filler, Pause, TimeRange } from '@rehearse/contract/analysis-result';
import { LONG_PAUSE_SECONDS } from './pauses.ts';
import { wordsPerMinute } from './words-per-minute.ts';

/**
 * Words per syllable nucleus when no transcript gives words: English running text averages about 1.5 syllables a
 * word (the figure behind readability formulas such as Flesch's, and the usual syllables→words conversion in
 * speech-rate work). Measured here: the LibriVox clips have 1.39 syllables a word and the detector finds 85 % of
 * syllables, so estimates run ~20 % low on that material (see docs/SCORING-audio.md).
 */
export const SYLLABLES_PER_WORD = 1.5;

export interface SpeechFacts {
  /** Seconds of the recording: the `duration` figure. */
  duration: number;
  /**
   * When these are one voice's turns joined end to end (an interview with the interviewer's turns left out): the
   * seconds of those turns, over which the pace is counted and which is reported as `own_time`. Null: all of `duration`.
   */
  ownTime: number | null;
  segments: TimeRange[];
  /** Seconds of speech, pauses of 250 ms or more taken out (speech-time.ts). */
  speakingTime: number;
  pauses: Pause[];
  syllableCount: number;
  fillers: Filler[];
  /** Words from a transcript, or null when there is none to count (no recogniser, or it heard nothing). */
  transcriptWordCount: number | null;
}

/** The measured (not scored) fields of AudioMetrics, and the rates the scores use. */
export interface WordMetrics {
  metrics: Pick<
    AudioMetrics,
    'speaking_pace' | 'speaking_pace_over_speaking_time' | 'speaking_pace_over_total_time' | 'filler_words' | 'duration' | 'own_time' | 'word_count' | 'words_estimated'
  >;
  /** Per minute of the speech span (first onset to last offset), so lead-in and trailing silence do not dilute them. */
  fillersPerMinute: number;
  longPausesPerMinute: number;
  syllablesPerRun: number | null;
  articulationRate: number | null;
  syllableRate: number | null;
}

export function wordMetrics(facts: SpeechFacts): WordMetrics {
  const estimated = facts.transcriptWordCount === null || facts.transcriptWordCount === 0;
  const words = estimated ? Math.round(facts.syllableCount / SYLLABLES_PER_WORD) : (facts.transcriptWordCount ?? 0);
  const ownTime = facts.ownTime ?? facts.duration;
  const first = facts.segments[0];
  const last = facts.segments.at(-1);
  const spanMinutes = first && last ? (last.end - first.start) / 60 : 0;
  const pace = wordsPerMinute(words, ownTime);
  return {
    metrics: {
      speaking_pace: pace,
      speaking_pace_over_total_time: pace,
      speaking_pace_over_speaking_time: wordsPerMinute(words, facts.speakingTime),
      filler_words: facts.fillers.length,
      duration: round(facts.duration, 2),
      ...(facts.ownTime === null ? {} : { own_time: round(facts.ownTime, 2) }),
      word_count: words,
      words_estimated: estimated,
    },
    fillersPerMinute: spanMinutes > 0 ? facts.fillers.length / spanMinutes : 0,
    longPausesPerMinute: spanMinutes > 0 ? facts.pauses.filter((p) => p.duration > LONG_PAUSE_SECONDS).length / spanMinutes : 0,
    syllablesPerRun: facts.segments.length > 0 ? facts.syllableCount / facts.segments.length : null,
    articulationRate: facts.speakingTime > 0 ? facts.syllableCount / facts.speakingTime : null,
    syllableRate: ownTime > 0 ? round(facts.syllableCount / ownTime, 2) : null,
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
