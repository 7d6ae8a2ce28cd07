import type { StarPartName } from '@rehearse/contract/mock-result';
import type { AnswerInput } from './answer-input.ts';
import { answerSentences, type AnswerSentence } from './answer-sentences.ts';
import { isClearWord } from './clear-speech.ts';
import { keepClearWords } from './quote-words.ts';
import { sentimentOf } from './meaning/english-reader.ts';
import { WORD_VECTOR_ENCODER, type MeaningEncoder } from './meaning/meaning-encoder.ts';
import { readClauses, type ClauseReading } from './clause-reading.ts';
import { asksForStory } from './question-asks-for-story.ts';
import { readStar, sentenceDoing, type SentenceDoing } from './star-reading.ts';
import { MENTAL_VERBS } from './verb-classes.ts';

/** A sentence with what it does, the STAR part it plays (null: none), why, and the seconds it takes up until the next one starts. */
export interface StarredSentence extends AnswerSentence {
  /** Its subject–verb pairs. */
  clauses: ClauseReading[];
  doing: SentenceDoing;
  part: StarPartName | null;
  /** Every part its words show ('At my last job I rebuilt…' shows situation and action); `part` is the one it is timed as. */
  shows: StarPartName[];
  /** Why it was read as its part: 'action: "I" + a past action: "I set up"'. */
  reason: string | null;
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
  /** What compares meanings: the input's encoder, else the built-in word vectors. */
  meaning: MeaningEncoder;
  /** Whether the answer owes a story: its question asks for a situation lived through (question-asks-for-story.ts), or no question is known. */
  story: boolean;
}

/** Seconds of the answer's own speaking time between two moments: all of it, or only its speaking spans when given. */
export function ownSeconds(input: Pick<AnswerInput, 'speakingSpans'>, from: number, to: number): number {
  if (to <= from) return 0;
  if (!input.speakingSpans) return to - from;
  return input.speakingSpans.reduce((sum, span) => sum + Math.max(0, Math.min(to, span.end) - Math.max(from, span.start)), 0);
}

/**
 * The present tense tells a story only while one is being told: once it has started in the past ('last year… so I go
 * to my manager and I say…') and until the speaker turns to talk in general ('I think it's important to…'). Before
 * that, after it, and in an answer told wholly in the present, it is talk in general or a habit ('I really care about
 * teams', 'I read two books a month', 'I use todoist for everything').
 */
export function presentAsHabitWithoutPast(clauses: readonly ClauseReading[][]): ClauseReading[][] {
  let telling = false;
  return clauses.map((cs) => {
    if (cs.some((c) => c.tense === 'past' && c.subject !== null && !c.habitual)) telling = true;
    else if (cs.some(isOpinion)) telling = false;
    return cs.map((c) => (c.tense === 'present' && !telling ? { ...c, habitual: true } : c));
  });
}

/** 'I think…', 'I believe…', 'it's important…': the speaker's view in the present, which a story in the present is not. */
function isOpinion(c: ClauseReading): boolean {
  if (c.tense !== 'present' || c.negated) return false;
  return (c.subject === 'speaker' && c.verb !== null && MENTAL_VERBS.has(c.verb.lemma)) || (c.subjectText.toLowerCase() === 'it' && c.finite.lemma === 'be' && c.verb === null);
}

/**
 * The facts of an answer. Doubtful words are left out of the sentences (a misheard word must not make a STAR part or
 * a specific), so rules count only what was heard clearly. Each sentence's STAR part comes from what it does
 * (star-reading.ts).
 */
export function answerFacts(input: AnswerInput): AnswerFacts {
  const clear = keepClearWords(input.words, isClearWord);
  const sentences = answerSentences(clear);
  const start = sentences[0]?.start ?? 0;
  const end = sentences.at(-1)?.end ?? start;
  const clauses = presentAsHabitWithoutPast(sentences.map((s) => readClauses(s.tokens)));
  const doings = sentences.map((s, i) => sentenceDoing(s, clauses[i]!, sentimentOf(s.text)));
  const star = readStar(doings);
  const starred = sentences.map((s, i) => ({
    ...s,
    clauses: clauses[i]!,
    doing: doings[i]!,
    part: star[i]!.part,
    shows: star[i]!.shows,
    reason: star[i]!.reason,
    seconds: ownSeconds(input, s.start, sentences[i + 1]?.start ?? end),
  }));
  const story = input.question === undefined || input.question.trim() === '' || asksForStory(input.question);
  return { input, sentences: starred, start, end, duration: Math.max(1, ownSeconds(input, start, end)), meaning: input.meaning ?? WORD_VECTOR_ENCODER, story };
}
