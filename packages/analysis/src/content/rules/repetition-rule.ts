import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { formatDecimal } from '../../feedback/format-number.ts';
import { formatTime } from '../../feedback/format-time.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import type { SentenceToken } from '../answer-sentences.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { HEDGE_PHRASES } from '../hedge-phrases.ts';
import { wordVectors } from '../meaning/word-vectors.ts';
import { MENTAL_VERBS } from '../verb-classes.ts';
import { citedWords } from '../cited-words.ts';
import { quoteWords } from '../quote-words.ts';

/** A content word (by lemma: 'stepped', 'steps' → step) this often, and REPEATED_WORD_PER_100 per 100 words, is noticed. */
export const REPEATED_WORD_MIN = 7;
export const REPEATED_WORD_PER_100 = 4;
/**
 * A phrase of 2–6 words this often, and REPEATED_PHRASE_PER_100 per 100 words ("took ownership" 6 times in 160 words):
 * a listener notices a phrase about as soon as a word, so a phrase needs nearly as many uses — "you know" or a
 * phrase the story needs four times in a long answer is ordinary speech.
 */
export const REPEATED_PHRASE_MIN = 5;
export const REPEATED_PHRASE_PER_100 = 3;
export const PHRASE_WORDS = [2, 3, 4, 5, 6] as const;
/** Points off per use beyond what is allowed, per repeated word or phrase. */
export const POINTS_PER_REPEAT = 12;

export interface Repeated {
  /** The word or phrase as first said ('took ownership', 'communication'). */
  phrase: string;
  /** Each use, as the words said. */
  occurrences: TranscriptWord[][];
  kind: 'word' | 'phrase';
}

const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN']);
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your', 'its']);
const COPULAS = new Set(['be', 'feel', 'seem', 'get', 'look', 'go', 'say']);
/** Words as common as these (frequency rank in the word vectors' corpus: 'thing' 802) said over and over are plain wording, which the vocabulary rule judges; the same boundary as its PLAIN_RANK, so a plain word is judged by one rule only. */
export const PLAIN_WORD_RANK = 1000;
const hedgeWords = new Set(HEDGE_PHRASES.flat());
const hedges = new Set(HEDGE_PHRASES.map((p) => p.join(' ')));

/** A word before a phrase that makes the phrase a noun: a determiner, a number, a possessive or an adjective. */
function namesAThing(before: SentenceToken | undefined): boolean {
  return before !== undefined && (before.pos === 'DET' || before.pos === 'NUM' || before.pos === 'ADJ' || POSSESSIVES.has(before.normal));
}

interface Placed {
  token: SentenceToken;
  word: TranscriptWord;
}

function placedTokens(facts: AnswerFacts): Placed[] {
  return facts.sentences.flatMap((s) => s.tokens.filter((t) => t.pos !== 'PUNCT').map((token) => ({ token, word: s.words[token.word]! })));
}

/** Uses of a word, with each transcript word once (a word the model cut in two counts once). */
function wordsOf(uses: readonly Placed[][]): TranscriptWord[][] {
  return uses.map((u) => [...new Set(u.map((p) => p.word))]);
}

/**
 * Content words said REPEATED_WORD_MIN times or more, counted by lemma, at REPEATED_WORD_PER_100 per 100 words or
 * more ('communication' 8 times in 106 words), hedges left to the hedging rule; and phrases of 2–6 words said
 * REPEATED_PHRASE_MIN times at REPEATED_PHRASE_PER_100 per 100 words ('at the end of the day', 'you know'), not a
 * hedge and not just 'the' + a noun. Of overlapping phrases the longest is kept, and a word inside a kept phrase is
 * not counted again. Relative to length: the topic of a long answer may come back often.
 */
export function findRepetition(facts: AnswerFacts): Repeated[] {
  const placed = placedTokens(facts);
  const words = facts.sentences.reduce((n, s) => n + s.words.length, 0);
  const per100 = (n: number) => (100 * n) / Math.max(1, words);
  const found: Repeated[] = [];
  const vectors = wordVectors();
  for (const n of [...PHRASE_WORDS].reverse()) {
    const seen = new Map<string, number[]>();
    for (let i = 0; i + n <= placed.length; i += 1) {
      const gram = placed.slice(i, i + n).map((p) => p.token);
      if (gram.every((t) => t.stopWord && !CONTENT_POS.has(t.pos)) && !gram.some((t) => t.pos === 'VERB')) continue;
      // 'the founders', 'her mom': the noun's own repetition, which the word count judges.
      if (gram.length === 2 && (gram[0]!.pos === 'DET' || POSSESSIVES.has(gram[0]!.normal)) && gram[1]!.pos !== 'VERB' && gram[1]!.pos !== 'AUX') continue;
      // 'I took initiative' six times is 'took initiative' six times: the shorter phrase is found at the next size.
      if (n >= 3 && gram[0]!.pos === 'PRON') continue;
      // 'I took', 'we did': a subject and its verb are how a story goes on; 'you know', 'I mean' are a habit.
      if (n === 2 && gram[0]!.pos === 'PRON' && gram[1]!.pos === 'VERB' && !MENTAL_VERBS.has(gram[1]!.lemma)) continue;
      // 'was good', 'felt good': plain wording, which the vocabulary rule judges.
      if (n === 2 && COPULAS.has(gram[0]!.lemma) && (gram[1]!.pos === 'ADJ' || gram[1]!.pos === 'ADV') && (vectors.rank(gram[1]!.lemma) ?? Infinity) < PLAIN_WORD_RANK) continue;
      const key = gram.map((t) => t.lemma).join(' ');
      if (hedges.has(gram.map((t) => t.normal).join(' '))) continue;
      const starts = seen.get(key) ?? [];
      if (starts.length === 0 || i >= starts.at(-1)! + n) seen.set(key, [...starts, i]);
    }
    for (const [, starts] of seen) {
      // 'four thousand sign ups', 'the check in': a thing named in two words is the topic, counted like a word.
      const named = starts.filter((i) => namesAThing(placed[i - 1]?.token)).length * 2 >= starts.length;
      const [min, rate] = named ? [REPEATED_WORD_MIN, REPEATED_WORD_PER_100] : [REPEATED_PHRASE_MIN, REPEATED_PHRASE_PER_100];
      if (starts.length < min || per100(starts.length) < rate) continue;
      const uses = starts.map((i) => placed.slice(i, i + n));
      // A shorter phrase inside a longer one already found, as often, is the same habit.
      const inside = found.some((f) => f.occurrences.length >= starts.length && uses.every((u) => f.occurrences.some((o) => o.includes(u[0]!.word))));
      if (inside) continue;
      found.push({ phrase: uses[0]!.map((p) => p.token.value).join(' ').replace(/ (?=n't|')/g, ''), occurrences: wordsOf(uses), kind: 'phrase' });
    }
  }
  const byLemma = new Map<string, Placed[]>();
  for (const p of placed) {
    if (!CONTENT_POS.has(p.token.pos) || hedgeWords.has(p.token.normal)) continue;
    byLemma.set(p.token.lemma, [...(byLemma.get(p.token.lemma) ?? []), p]);
  }
  for (const [lemma, uses] of byLemma) {
    if ((vectors.rank(lemma) ?? Infinity) < PLAIN_WORD_RANK) continue;
    // A name ('Zendesk', 'Sam') refers to what the story is about: said again and again it is no wording habit.
    if (uses.filter((u) => u.token.pos === 'PROPN').length * 2 > uses.length) continue;
    if (uses.length < REPEATED_WORD_MIN || per100(uses.length) < REPEATED_WORD_PER_100) continue;
    if (found.some((f) => f.occurrences.filter((o) => uses.some((u) => o.includes(u.word))).length >= uses.length / 2)) continue;
    found.push({ phrase: uses[0]!.token.value, occurrences: wordsOf(uses.map((u) => [u])), kind: 'word' });
  }
  return found.sort((a, b) => b.occurrences.length - a.occurrences.length);
}

/**
 * The habits to report and count, each once: a phrase said around a shorter one that is said more often ('takes
 * initiative, and' six times around 'takes initiative' nine times) is the same habit. (The vocabulary rule still
 * leaves every word of every repeated phrase to this rule.)
 */
export function distinctHabits(found: readonly Repeated[]): Repeated[] {
  const aroundMore = (f: Repeated) => found.some((g) => g !== f && g.occurrences.length > f.occurrences.length && f.occurrences.every((o) => g.occurrences.some((u) => u.every((w) => o.includes(w)))));
  return found.filter((f) => !aroundMore(f));
}

/** Words and phrases repeated so often a listener notices, with their count, rate and first times (docs/SCORING.md §Content). */
export function repetitionRule(facts: AnswerFacts): ContentRuleOutcome {
  const repeated = distinctHabits(findRepetition(facts));
  const words = facts.sentences.reduce((n, s) => n + s.words.length, 0);
  const excess = repeated.reduce((n, r) => n + r.occurrences.length - ((r.kind === 'word' ? REPEATED_WORD_MIN : REPEATED_PHRASE_MIN) - 1), 0);
  const score = Math.max(0, 100 - POINTS_PER_REPEAT * excess);
  return {
    score,
    findings: repeated.slice(0, 2).map((r) => {
      const first = r.occurrences[0]!;
      const times = r.occurrences.slice(0, 3).map((o) => formatTime(o[0]!.start));
      // The phrase is cited only if it was heard with confidence at least once; else the count stands alone.
      const cited = quoteWords(first) ?? (r.occurrences.some((o) => citedWords(o) !== null) ? `"${r.phrase}"` : null);
      const quote = cited?.replace(/[.,;:!?]+"$/, '"') ?? null;
      const said = quote ?? `one ${r.kind}`;
      const rate = formatDecimal((100 * r.occurrences.length) / Math.max(1, words));
      return contentFinding('repetition', 'improvement', {
        headline: `${quote ?? `A ${r.kind}`} × ${r.occurrences.length}`,
        text: `You said ${said} ${r.occurrences.length} times in ${words} words (${rate} per 100; at ${times.join(', ')}${r.occurrences.length > 3 ? ', …' : ''}). A listener notices: vary it, or leave it out.`,
        quote,
        at: first[0]!.start,
        count: r.occurrences.length,
      });
    }),
  };
}
