import type { AudioMetrics, Filler, Pause, TimeRange } from '@rehearse/contract/analysis-result';
import { LONG_PAUSE_SECONDS } from './pauses.ts';
import { voicedTime } from './voiced-time.ts';

/**
 * Words per syllable nucleus when no transcript gives words: English running text averages about 1.5 syllables a
 * word (the figure behind readability formulas such as Flesch's, and the usual syllables→words conversion in
 * speech-rate work). Measured here: the LibriVox clips have 1.39 syllables a word and the detector finds 85 % of
 * syllables, so estimates run ~20 % low on that material (see docs/SCORING-audio.md).
 */
export const SYLLABLES_PER_WORD = 1.5;

export interface SpeechFacts {
  duration: number;
  segments: TimeRange[];
  speakingTime: number;
  pauses: Pause[];
  syllableCount: number;
  fillers: Filler[];
  /** Words from a transcript, or null when there is none to count (no recogniser, or it heard nothing). */
  transcriptWordCount: number | null;
  /** Where the transcript's words were heard; the pace while speaking is counted over them when there are any. */
  wordSpans: readonly TimeRange[];
}

/** The measured (not scored) fields of AudioMetrics, and the rates the scores use. */
export interface WordMetrics {
  metrics: Pick<AudioMetrics, 'speaking_pace' | 'speaking_pace_over_speaking_time' | 'speaking_pace_over_total_time' | 'filler_words' | 'duration' | 'word_count' | 'words_estimated'>;
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
  const totalMinutes = facts.duration / 60;
  // Words over the time the words themselves took (docs/SCORING-audio.md, "Speaking time"); the level-based voice
  // activity only when no transcript placed them. The articulation rate keeps the voice activity (its band's basis).
  const speakingMinutes = (estimated || facts.wordSpans.length === 0 ? facts.speakingTime : voicedTime(facts.wordSpans)) / 60;
  const first = facts.segments[0];
  const last = facts.segments.at(-1);
  const spanMinutes = first && last ? (last.end - first.start) / 60 : 0;
  const overTotal = totalMinutes > 0 ? round(words / totalMinutes, 1) : null;
  return {
    metrics: {
      speaking_pace: overTotal,
      speaking_pace_over_total_time: overTotal,
      speaking_pace_over_speaking_time: speakingMinutes > 0 ? round(words / speakingMinutes, 1) : null,
      filler_words: facts.fillers.length,
      duration: round(facts.duration, 2),
      word_count: words,
      words_estimated: estimated,
    },
    fillersPerMinute: spanMinutes > 0 ? facts.fillers.length / spanMinutes : 0,
    longPausesPerMinute: spanMinutes > 0 ? facts.pauses.filter((p) => p.duration > LONG_PAUSE_SECONDS).length / spanMinutes : 0,
    syllablesPerRun: facts.segments.length > 0 ? facts.syllableCount / facts.segments.length : null,
    articulationRate: facts.speakingTime > 0 ? facts.syllableCount / facts.speakingTime : null,
    syllableRate: facts.duration > 0 ? round(facts.syllableCount / facts.duration, 2) : null,
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
