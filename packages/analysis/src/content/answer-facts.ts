import { STAR_PARTS, type StarPartName } from '@rehearse/contract/mock-result';
import type { AnswerInput } from './answer-input.ts';
import { answerSentences, type AnswerSentence } from './answer-sentences.ts';
import { isClearWord } from './clear-speech.ts';
import { normaliseSentence, STAR_TESTS, starPartOfSentence } from './star-sentence-part.ts';

/** A sentence with the STAR part it plays (null: none) and the seconds it takes up until the next one starts. */
export interface StarredSentence extends AnswerSentence {
  part: StarPartName | null;
  /** The part found in its own words, before leading scene-setting sentences are counted as situation. */
  ownPart: StarPartName | null;
  /** Every part its words show ('At my last job I rebuilt…' shows situation and action); `part` is the one it is timed as. */
  shows: StarPartName[];
  seconds: number;
}

/** What every content rule reads: the answer's clearly heard words as sentences, their STAR parts, and its time span. */
export interface AnswerFacts {
  input: AnswerInput;
  sentences: StarredSentence[];
  start: number;
  end: number;
  /** Seconds from the first word to the end of the last, of the candidate's own turns only (at least 1, so rates stay finite). */
  duration: number;
}

/** Seconds of the answer's own speaking time between two moments: all of it, or only its speaking spans when given. */
export function ownSeconds(input: Pick<AnswerInput, 'speakingSpans'>, from: number, to: number): number {
  if (to <= from) return 0;
  if (!input.speakingSpans) return to - from;
  return input.speakingSpans.reduce((sum, span) => sum + Math.max(0, Math.min(to, span.end) - Math.max(from, span.start)), 0);
}

/**
 * The facts of an answer. Doubtful words are left out of the sentences (a misheard word must not make a STAR cue or a
 * specific), so rules count only what was heard clearly. Sentences before the first one that shows a STAR part count
 * as situation when a later one shows a part: an answer usually opens by setting the scene without a cue phrase.
 */
export function answerFacts(input: AnswerInput): AnswerFacts {
  const clear = input.words.filter(isClearWord);
  const sentences = answerSentences(clear);
  const start = sentences[0]?.start ?? 0;
  const end = sentences.at(-1)?.end ?? start;
  const parts = sentences.map((s) => starPartOfSentence(s.text));
  const firstPart = parts.findIndex((p) => p !== null);
  const starred = sentences.map((s, i) => ({
    ...s,
    ownPart: parts[i] ?? null,
    shows: STAR_PARTS.filter((part) => STAR_TESTS[part](normaliseSentence(s.text))),
    part: parts[i] ?? (firstPart > 0 && i < firstPart ? ('situation' as const) : null),
    seconds: ownSeconds(input, s.start, sentences[i + 1]?.start ?? end),
  }));
  return { input, sentences: starred, start, end, duration: Math.max(1, ownSeconds(input, start, end)) };
}
