import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { STAR_TEXTS } from '@rehearse/contract/mock-constants';
import type { StarCheck, StarPart, StarStatus } from '@rehearse/contract/mock-result';
import {
  IRREGULAR_PAST_VERBS,
  NON_ACTION_PAST,
  NUMBER_WORDS,
  OUTCOME_VERBS,
  RESULT_CUES,
  SITUATION_CUES,
  TASK_CUES,
} from './star-cues.ts';
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

function normalise(sentence: string): string {
  return ` ${sentence.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9%' ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
}

function hasPhrase(normalised: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => normalised.includes(` ${p} `));
}

const irregular = new Set(IRREGULAR_PAST_VERBS.filter((v) => !v.includes(' ')));
const stative = new Set(NON_ACTION_PAST);

/** 'I called…', 'I then led…', 'so we rebuilt…': a first-person subject followed (within two words) by a past-tense action verb. */
function hasFirstPersonPastAction(normalised: string): boolean {
  const tokens = normalised.trim().split(' ');
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] !== 'i' && tokens[i] !== 'we') continue;
    for (const verb of tokens.slice(i + 1, i + 3)) {
      if (stative.has(verb)) break;
      if (irregular.has(verb) || (/^[a-z]{3,}ed$/.test(verb) && !stative.has(verb))) return true;
    }
  }
  return false;
}

function hasNumber(normalised: string): boolean {
  return /\d/.test(normalised) || NUMBER_WORDS.some((w) => normalised.includes(` ${w} `));
}

const isSituation = (s: string) => hasPhrase(s, SITUATION_CUES);
const isTask = (s: string) => hasPhrase(s, TASK_CUES);
// A sentence that states the task or the outcome is not counted again as the action.
const isAction = (s: string) => hasFirstPersonPastAction(s) && !isTask(s) && !hasPhrase(s, RESULT_CUES);
const isResult = (s: string) => hasPhrase(s, RESULT_CUES) || (hasPhrase(s, OUTCOME_VERBS) && hasNumber(s));

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
      situation: evidence(sentences, normalised, isSituation, 'first'),
      task: evidence(sentences, normalised, isTask, 'first'),
      action: evidence(sentences, normalised, isAction, 'first'),
      result: evidence(sentences, normalised, isResult, 'last'),
    },
  };
}
