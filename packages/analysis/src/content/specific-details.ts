import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import type { AnswerSentence, SentenceToken } from './answer-sentences.ts';

/** A concrete detail of an answer: a number, a date or a duration, a name, or a thing named by two nouns ('billing system'). */
export interface SpecificDetail {
  kind: 'amount' | 'time' | 'name' | 'named-thing';
  /** The words that say it, as heard. */
  words: TranscriptWord[];
}

const AMOUNT_ENTITIES = new Set(['CARDINAL', 'PERCENT', 'MONEY', 'QUANTITY', 'ORDINAL']);
const TIME_ENTITIES = new Set(['DATE', 'TIME', 'DURATION']);
/** What a detail counts for: a thing named by a compound ('handover sheet', 'loading door') is concrete but says less than a number or a name. */
export const DETAIL_WEIGHT: Record<SpecificDetail['kind'], number> = { amount: 1, time: 1, name: 1, 'named-thing': 0.5 };
/** Nouns of hedges and vague quantities, never the second half of a named thing ('people kind of', 'a whole lot'). */
const NOT_HEADS = new Set(['kind', 'sort', 'lot', 'bit', 'thing', 'stuff']);
const CALENDAR_NAMES = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/;
/** Capitalised tokens the model may take for a name that are not one. */
const NOT_NAMES = new Set(['i', "i'm", "i've", "i'd", "i'll", 'ok', 'okay', 'um', 'uh']);

/**
 * Whether an entity says something exact: 'forty thousand', 'three weeks', 'march', 'the twenty eighth' — not 'one'
 * ('one of them'), 'first', or a bare 'week', 'night', 'morning' ('every night', 'end of the day').
 */
export function isExact(tokens: readonly SentenceToken[]): boolean {
  const words = tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'DET' && t.pos !== 'ADP');
  if (words.length === 0) return false;
  if (words.some((t) => /\d/.test(t.value))) return true;
  if (words.length === 1) {
    const only = words[0]!;
    if (only.pos === 'NUM') return only.normal !== 'one';
    // An ordinal other than the ones that only order a story: 'the fifteenth', not 'first' or 'last'.
    if (/(th|third)$/.test(only.normal) && only.normal !== 'both') return true;
    // A single time word is exact when it names a day or a month ('monday', 'march'), not 'yesterday' or 'night'.
    return CALENDAR_NAMES.test(only.normal);
  }
  return words.some((t) => t.pos === 'NUM' || t.pos === 'PROPN') || words.some((t) => t.normal === 'last' || t.normal === 'next');
}

/** The first word of a written sentence is capitalised whatever it is ('Yesterday I helped…'): its capital names nothing. */
function startsSentence(tokens: readonly SentenceToken[], i: number): boolean {
  return i === 0 ? !tokens[i + 1] || tokens[i + 1]!.pos !== 'PROPN' : /^[.!?]$/.test(tokens[i - 1]!.value);
}

/** The specific details a sentence gives, each once (a name of two words is one detail). */
export function specificDetails(sentence: Pick<AnswerSentence, 'tokens' | 'entities' | 'words'>): SpecificDetail[] {
  const { tokens, entities, words } = sentence;
  const details: SpecificDetail[] = [];
  const covered = new Set<number>();
  const wordsOf = (from: number, to: number) => [...new Set(tokens.slice(from, to + 1).map((t) => words[t.word]!))];
  for (const e of entities) {
    const span = tokens.slice(e.first, e.last + 1);
    const kind = AMOUNT_ENTITIES.has(e.type) ? 'amount' : TIME_ENTITIES.has(e.type) ? 'time' : null;
    // A vague entity ('one of them', 'the night shift') leaves its words free to be part of another detail.
    if (kind === null || !isExact(span)) continue;
    for (let k = e.first; k <= e.last; k += 1) covered.add(k);
    details.push({ kind, words: wordsOf(e.first, e.last) });
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (covered.has(i)) continue;
    if (/\d/.test(t.value) && t.pos !== 'PUNCT') {
      details.push({ kind: 'amount', words: wordsOf(i, i) });
    } else if (t.pos === 'PROPN' && !NOT_NAMES.has(t.normal) && /^[A-Z]/.test(t.value) && !startsSentence(tokens, i)) {
      let last = i;
      while (tokens[last + 1]?.pos === 'PROPN' && !covered.has(last + 1)) last += 1;
      details.push({ kind: 'name', words: wordsOf(i, last) });
      i = last;
    } else if (t.pos === 'NOUN' && !t.stopWord && tokens[i + 1]?.pos === 'NOUN' && !covered.has(i + 1) && !NOT_HEADS.has(tokens[i + 1]!.normal) && !NOT_NAMES.has(t.normal)) {
      details.push({ kind: 'named-thing', words: wordsOf(i, i + 1) });
      i += 1;
    }
  }
  return details.sort((a, b) => a.words[0]!.start - b.words[0]!.start);
}

/** A year said as a number: 'twenty twenty two', 'nineteen ninety', '2022'. */
export function isYear(tokens: readonly SentenceToken[]): boolean {
  const words = tokens.filter((t) => t.pos === 'NUM').map((t) => t.normal);
  if (words.length === 1) return /^(19|20)\d\d$/.test(words[0]!);
  return words.length >= 2 && (words[0] === 'twenty' || words[0] === 'nineteen') && words.length <= 3;
}
