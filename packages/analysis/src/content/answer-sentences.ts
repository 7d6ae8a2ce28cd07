import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** A pause this long between two words ends a sentence when the words carry no punctuation (the recognisers' output). */
export const SENTENCE_PAUSE_SECONDS = 0.6;
/** Unpunctuated speech without pauses is cut into pieces of at most this many words, so quotes stay short. */
export const MAX_SENTENCE_WORDS = 25;

const ENDS_SENTENCE = /[.!?]["”’)]*$/;

export interface AnswerSentence {
  words: TranscriptWord[];
  start: number;
  end: number;
  /** All its words, doubtful ones included: for matching, never for quoting. */
  text: string;
}

/**
 * The answer's words as sentences: at . ! ? on a word, at a pause of SENTENCE_PAUSE_SECONDS, and — when the engine
 * writes no punctuation — every MAX_SENTENCE_WORDS words.
 */
export function answerSentences(words: readonly TranscriptWord[]): AnswerSentence[] {
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const groups: TranscriptWord[][] = [];
  const punctuated = sorted.some((w) => ENDS_SENTENCE.test(w.word));
  let current: TranscriptWord[] = [];
  sorted.forEach((word, i) => {
    const previous = sorted[i - 1];
    const paused = previous !== undefined && word.start - previous.end >= SENTENCE_PAUSE_SECONDS;
    if (current.length > 0 && (paused || (!punctuated && current.length >= MAX_SENTENCE_WORDS))) {
      groups.push(current);
      current = [];
    }
    current.push(word);
    if (ENDS_SENTENCE.test(word.word)) {
      groups.push(current);
      current = [];
    }
  });
  if (current.length > 0) groups.push(current);
  return groups.map((g) => ({ words: g, start: g[0]!.start, end: g.at(-1)!.end, text: g.map((w) => w.word).join(' ') }));
}
