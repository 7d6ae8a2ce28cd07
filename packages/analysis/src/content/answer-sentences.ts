import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { HESITATIONS } from './clause-reading.ts';
import { readEnglish, type ReadEntity, type ReadToken } from './meaning/english-reader.ts';

/** A pause this long between two words ends a sentence (spoken answers carry no punctuation but pauses). */
export const SENTENCE_PAUSE_SECONDS = 0.6;
/** A clause is cut off as a sentence of its own only when both sides have at least this many words. */
export const MIN_CLAUSE_WORDS = 4;
/** Speech with no sentence or clause boundary is still cut at this many words, so a quote stays a line. */
export const MAX_SENTENCE_WORDS = 40;

/** A token of a sentence, with the index (in the sentence's words) of the transcript word it is part of. */
export interface SentenceToken extends ReadToken {
  word: number;
}

export interface AnswerSentence {
  words: TranscriptWord[];
  /** The English model's reading of its words, in order. */
  tokens: SentenceToken[];
  /** Entities inside the sentence, as indices into `tokens`. */
  entities: ReadEntity[];
  start: number;
  end: number;
  /** All its words, doubtful ones included: for matching, never for quoting. */
  text: string;
}

/** The English model reads "I'm" as one name-like token; it reads "I am" right (the tokens still map to the one word said). */
function readable(word: string): string {
  return word.replace(/^([Ii])['’]m\b/, '$1 am');
}

/**
 * Words the English model does not know after a subject pronoun ('I rewrote the parser', 'we onboarded them') come
 * out as nouns; a noun right after 'I', 'we', 'he', 'she' or 'they' (across adverbs: 'I basically rewrote') and before
 * an object or preposition is a verb, told in the past like the rest of a story.
 */
export function repairUnknownVerbs(tokens: ReadToken[]): void {
  tokens.forEach((t, i) => {
    let b = i - 1;
    // Across hesitations and adverbs: 'I um rewrote', 'I basically rewrote'.
    while (b >= 0 && (HESITATIONS.has(tokens[b]!.normal) || tokens[b]!.pos === 'ADV')) b -= 1;
    const before = tokens[b];
    const after = tokens[i + 1];
    if (t.pos !== 'NOUN' || before === undefined || before.pos !== 'PRON' || !['i', 'we', 'he', 'she', 'they'].includes(before.normal)) return;
    if (after !== undefined && !['DET', 'PRON', 'ADP', 'NOUN', 'PROPN', 'ADV', 'PUNCT'].includes(after.pos)) return;
    tokens[i] = { ...t, pos: 'VERB', lemma: t.normal.endsWith('ed') ? t.normal.slice(0, -2) : t.normal, pastForm: true };
  });
}

/** Indefinite pronouns: a closed class the model sometimes tags as a verb at a sentence's start ('everything went out early'). */
const INDEFINITE_PRONOUNS = new Set(['everything', 'everyone', 'everybody', 'nothing', 'nobody', 'something', 'someone', 'somebody', 'anything', 'anyone', 'anybody']);

/** An indefinite pronoun is a pronoun, whatever tag the model gave it. */
export function repairPronouns(tokens: ReadToken[]): void {
  tokens.forEach((t, i) => {
    if (INDEFINITE_PRONOUNS.has(t.normal) && t.pos !== 'PRON') tokens[i] = { ...t, pos: 'PRON', lemma: t.normal };
  });
}

/** Subject pronouns: one of these followed by a verb starts a clause ('…, I was tired, I was making mistakes'). */
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you', 'it', 'there', 'everyone', 'everybody', 'nobody', 'someone']);

/** Whether the tokens from `i` start a finite clause: a subject (pronoun or noun phrase) and then a verb. */
export function startsClause(tokens: readonly ReadToken[], i: number): boolean {
  let k = i;
  const token = tokens[k];
  if (!token) return false;
  if (token.pos === 'PRON' && SUBJECT_PRONOUNS.has(token.normal)) k += 1;
  else {
    // A noun phrase: determiner or possessive, adjectives, then a noun ('the team agreed', 'my manager said').
    while (tokens[k] && (tokens[k]!.pos === 'DET' || (tokens[k]!.pos === 'PRON' && !SUBJECT_PRONOUNS.has(tokens[k]!.normal)) || tokens[k]!.pos === 'ADJ') && k - i < 3) k += 1;
    if (!tokens[k] || (tokens[k]!.pos !== 'NOUN' && tokens[k]!.pos !== 'PROPN')) return false;
    while (tokens[k] && (tokens[k]!.pos === 'NOUN' || tokens[k]!.pos === 'PROPN') && k - i < 5) k += 1;
  }
  while (tokens[k] && (tokens[k]!.pos === 'ADV' || tokens[k]!.pos === 'PART') && tokens[k]!.normal !== 'to') k += 1;
  return tokens[k] !== undefined && (tokens[k]!.pos === 'VERB' || tokens[k]!.pos === 'AUX');
}

/**
 * Where a run-on sentence can be cut: before a conjunction ('and', 'but', 'so', 'then'), after a comma, that opens a
 * new clause with its own subject and verb ('… in march, and that gave us ten weeks'), and after a comma before a
 * subject and verb ('…, I was tired, I was making mistakes').
 */
export function isClauseStart(tokens: readonly ReadToken[], i: number): boolean {
  const token = tokens[i]!;
  const before = tokens[i - 1];
  // 'since then', 'and then': 'then' belongs to the words before it.
  const linker = token.pos === 'CCONJ' || token.normal === 'so' || (token.normal === 'then' && before?.normal !== 'since' && before?.pos !== 'CCONJ');
  if (linker) {
    let k = i + 1;
    while (tokens[k] && (tokens[k]!.normal === 'then' || tokens[k]!.normal === 'so' || tokens[k]!.pos === 'INTJ' || tokens[k]!.pos === 'CCONJ' || tokens[k]!.pos === 'ADV' || HESITATIONS.has(tokens[k]!.normal)) && k - i < 4) k += 1;
    return startsClause(tokens, k);
  }
  return before?.pos === 'PUNCT' && before.value === ',' && startsClause(tokens, i);
}

/**
 * The answer's words as sentences: the English model's sentences (at . ! ?), cut again at pauses of
 * SENTENCE_PAUSE_SECONDS and where a run-on sentence starts a new clause, so each sentence says one thing — a scene,
 * a goal, an action or an outcome — and a quote of it stays short.
 */
export function answerSentences(words: readonly TranscriptWord[]): AnswerSentence[] {
  const sorted = [...words].sort((a, b) => a.start - b.start);
  if (sorted.length === 0) return [];
  const starts: number[] = [];
  let text = '';
  for (const word of sorted) {
    if (text.length > 0) text += ' ';
    starts.push(text.length);
    text += readable(word.word);
  }
  const read = readEnglish(text);
  repairPronouns(read.tokens);
  repairUnknownVerbs(read.tokens);
  let w = 0;
  const wordOf = read.tokens.map((token) => {
    while (w + 1 < starts.length && starts[w + 1]! <= token.offset) w += 1;
    return w;
  });
  const sentenceStart = new Set(read.sentences.map(([first]) => first));
  // Each group: the index of its first token; a group ends where the next begins.
  const groupStarts: number[] = [];
  let wordsInGroup = 0;
  read.tokens.forEach((token, i) => {
    const newWord = i === 0 || wordOf[i] !== wordOf[i - 1];
    const paused = newWord && i > 0 && sorted[wordOf[i]!]!.start - sorted[wordOf[i - 1]!]!.end >= SENTENCE_PAUSE_SECONDS;
    const wordsLeft = sorted.length - wordOf[i]!;
    const clause = newWord && wordsInGroup >= MIN_CLAUSE_WORDS && wordsLeft >= MIN_CLAUSE_WORDS && isClauseStart(read.tokens, i);
    if (i === 0 || (newWord && (sentenceStart.has(i) || paused || clause || wordsInGroup >= MAX_SENTENCE_WORDS))) {
      groupStarts.push(i);
      wordsInGroup = 0;
    }
    if (newWord) wordsInGroup += 1;
  });
  return groupStarts.map((first, g) => {
    const last = (groupStarts[g + 1] ?? read.tokens.length) - 1;
    const firstWord = wordOf[first]!;
    const lastWord = wordOf[last]!;
    const sentenceWords = sorted.slice(firstWord, lastWord + 1);
    return {
      words: sentenceWords,
      tokens: read.tokens.slice(first, last + 1).map((t, k) => ({ ...t, word: wordOf[first + k]! - firstWord })),
      entities: read.entities.filter((e) => e.first >= first && e.last <= last).map((e) => ({ ...e, first: e.first - first, last: e.last - first })),
      start: sentenceWords[0]!.start,
      end: sentenceWords.at(-1)!.end,
      text: sentenceWords.map((x) => x.word).join(' '),
    };
  });
}
