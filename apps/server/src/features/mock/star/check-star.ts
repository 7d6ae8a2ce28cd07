import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { STAR_TEXTS } from '@rehearse/contract/mock-constants';
import type { StarCheck, StarPart, StarStatus } from '@rehearse/contract/mock-result';
import { normaliseSentence as normalise, STAR_TESTS } from '@rehearse/analysis';
import { transcriptSentences } from './transcript-sentences.ts';

/** Fewer clear words than this and the answer is not checked (a STAR answer needs several sentences). */
export const STAR_MIN_CLEAR_WORDS = 20;
/** A recognised word counts as clear at or above this confidence (the recogniser's posterior, 0–1). */
export const STAR_CLEAR_WORD_CONFIDENCE = 0.3;

export interface StarOutcome {
  status: Exclude<StarStatus, 'skipped'>;
  star: StarCheck;
  /** 'not enough clear speech to check' when not checked. */
  note: string | null;
}

const absent: StarPart = { present: false, evidence: null };
export const EMPTY_STAR: StarCheck = { situation: absent, task: absent, action: absent, result: absent };

function evidence(sentences: readonly string[], normalised: readonly string[], test: (s: string) => boolean, from: 'first' | 'last'): StarPart {
  const order = normalised.map((_, i) => i);
  if (from === 'last') order.reverse();
  const index = order.find((i) => test(normalised[i]!));
  return index === undefined ? absent : { present: true, evidence: sentences[index]! };
}

/** How many words the recogniser heard clearly (all of them when it gives no confidences). */
export function clearWordCount(text: string, words: readonly TranscriptWord[]): number {
  if (words.length === 0) return text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
  return words.filter((w) => w.confidence === null || w.confidence >= STAR_CLEAR_WORD_CONFIDENCE).length;
}

/**
 * The STAR check of one answer (docs/SCORING.md §STAR): cue phrases and tense, sentence by
 * sentence. Situation, task and action take the first sentence that shows them, result the
 * last (outcomes come at the end). With too little clear speech nothing is guessed.
 */
export function checkStar(transcript: { text: string; words?: readonly TranscriptWord[] } | null): StarOutcome {
  const words = transcript?.words ?? [];
  if (!transcript || clearWordCount(transcript.text, words) < STAR_MIN_CLEAR_WORDS) {
    return { status: 'not_enough_speech', star: EMPTY_STAR, note: STAR_TEXTS.notEnoughSpeech };
  }
  const sentences = transcriptSentences(transcript.text, words);
  const normalised = sentences.map(normalise);
  return {
    status: 'checked',
    note: null,
    star: {
      situation: evidence(sentences, normalised, STAR_TESTS.situation, 'first'),
      task: evidence(sentences, normalised, STAR_TESTS.task, 'first'),
      action: evidence(sentences, normalised, STAR_TESTS.action, 'first'),
      result: evidence(sentences, normalised, STAR_TESTS.result, 'last'),
    },
  };
}
