import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import type { StarPartName } from '@rehearse/contract/star-parts';
import { answerFacts } from './answer-facts.ts';
import { notEnoughSpeechNote } from './clear-speech.ts';
import { ownedActions, ownershipRule } from './rules/ownership-rule.ts';
import { structureOf } from './rules/structure-rule.ts';
import { writtenAnswer } from './written-answer.ts';

export interface AnswerStarSentence {
  /** Its clearly heard words, as said. */
  text: string;
  start: number;
  end: number;
  /** The part its time counts towards; null when it plays none. */
  part: StarPartName | null;
  /** Every part it shows. */
  shows: StarPartName[];
  /** Why it was read as its part ('action: "I" + a past action: "I set up"'). */
  reason: string | null;
}

/** How an answer tells its story, as the content layer reads it: the one reading the content card, the mock STAR check and its follow-ups share. */
export interface AnswerStar {
  /** Why the story was not read (too few clearly heard words); null when it was. */
  note: string | null;
  sentences: AnswerStarSentence[];
  /** The parts the story lacks, as the content structure counts them (a result only when it comes at the end). */
  missing: StarPartName[];
  /** Actions told with "I" and with "we" as their subject, and whether "we" took so many that the ownership part asks what the speaker did. */
  ownership: { i: number; we: number; weHeavy: boolean };
}

/**
 * The STAR reading of one answer, from its timed words or, for a typed answer, its text (timed as the content layer
 * times a typed answer). Sentences, STAR parts and who did the actions all come from the content layer
 * (answer-sentences.ts, star-reading.ts, the structure and ownership rules).
 */
export function readAnswerStar(answer: { words: readonly TranscriptWord[] } | { text: string }): AnswerStar {
  const words = 'words' in answer ? answer.words : writtenAnswer(answer.text);
  const note = notEnoughSpeechNote(words);
  if (note !== null) return { note, sentences: [], missing: [], ownership: { i: 0, we: 0, weHeavy: false } };
  const facts = answerFacts({ words, engine: 'star' });
  const { mine, ours } = ownedActions(facts);
  return {
    note: null,
    sentences: facts.sentences.map((s) => ({ text: s.text, start: s.start, end: s.end, part: s.part, shows: s.shows, reason: s.reason })),
    missing: structureOf(facts).missing,
    ownership: { i: mine.length, we: ours.length, weHeavy: ownershipRule(facts).findings.some((f) => f.kind === 'improvement') },
  };
}
