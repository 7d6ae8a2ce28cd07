import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { answerFacts, type AnswerFacts } from './answer-facts.ts';
import type { AnswerInput } from './answer-input.ts';

export interface WrittenAnswerOptions {
  /** Words per minute of the made-up timing. */
  wordsPerMinute?: number;
  /** Seconds of silence after each sentence. */
  sentencePause?: number;
  /** Seconds before the first word. */
  offset?: number;
  /** Confidence of every word, or per word index. */
  confidence?: number | null | ((index: number, word: string) => number | null);
}

/**
 * A written answer as timed words, for the content rules' tests and the labelled set: each word gets an even share
 * of the speaking rate, each sentence a short pause. Words keep their punctuation, like a punctuating recogniser's.
 */
export function writtenAnswer(text: string, options: WrittenAnswerOptions = {}): TranscriptWord[] {
  const { wordsPerMinute = 150, sentencePause = 0.4, offset = 0, confidence = null } = options;
  const step = 60 / wordsPerMinute;
  const words: TranscriptWord[] = [];
  let t = offset;
  text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .forEach((word, index) => {
      const c = typeof confidence === 'function' ? confidence(index, word) : confidence;
      words.push({ word, start: round(t), end: round(t + step * 0.85), confidence: c });
      t += step + (/[.!?]$/.test(word) ? sentencePause : 0);
    });
  return words;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** The facts of a written answer, as the rules read them. */
export function writtenAnswerFacts(text: string, input: Partial<Omit<AnswerInput, 'words'>> = {}, options: WrittenAnswerOptions = {}): AnswerFacts {
  return answerFacts({ engine: 'written', ...input, words: writtenAnswer(text, options) });
}
