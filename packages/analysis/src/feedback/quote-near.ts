import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { tokenOf } from '../content/answer-tokens.ts';
import { STOP_WORDS } from '../content/stop-words.ts';

/** Words quoted on each side of the moment. */
export const QUOTE_SPAN_WORDS = 4;
/** Words a quote may run past QUOTE_SPAN_WORDS so that it ends on a word that closes a phrase ("start with the data", not "start with"). */
export const QUOTE_CLOSING_WORDS = 2;
/** Words further than this from the moment are not part of its context. */
export const QUOTE_MAX_GAP_SECONDS = 4;

/** Fewer quotable words than this and the quote is left out ('… made still' is no phrase): feedback then cites the time alone. */
export const QUOTE_MIN_QUOTABLE_WORDS = 3;
/** A side of a pause is shown only with this many words: one word cut off by the pause ('budget … we moved') says nothing. */
const QUOTE_MIN_SIDE_WORDS = 2;

/** Word edges this close to the moment count as touching it, not overlapping (times are rounded to ms). */
const EPSILON = 0.005;

/**
 * Words that leave a phrase open when it ends on them: articles, prepositions, conjunctions, possessives, auxiliaries
 * and subject pronouns ("we moved to", "the cost of the", "and then we"). Object pronouns close one ("we fixed it").
 */
const OPEN_ENDINGS = new Set([
  'a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto', 'about', 'as', 'than',
  'and', 'or', 'but', 'so', 'if', 'because', 'while', 'that', 'which', 'who', 'my', 'our', 'your', 'their', 'his', 'its',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'have', 'has', 'had', 'do', 'does', 'did', 'will', 'would', 'should',
  'could', 'can', 'may', 'might', 'must', 'i', "i'm", "i've", "i'd", 'we', "we're", 'you', 'they', 'he', 'she', 'very', 'really', 'just',
]);

/** A word that carries meaning on its own (not "to", "of the", "um"): a quote needs one to be evidence of anything. */
function isContentWord(word: TranscriptWord): boolean {
  const token = tokenOf(word.word);
  return token.length > 0 && !STOP_WORDS.has(token);
}

const closesPhrase = (word: TranscriptWord): boolean => !OPEN_ENDINGS.has(tokenOf(word.word));

/**
 * A few words of the transcript around a moment, in double quotes, as whole phrases: the words overlapping
 * [start, end] (a filler) with up to QUOTE_SPAN_WORDS either side, or — when nothing was said inside it (a pause) —
 * the words before and after joined by ' … '. Only words the recogniser was confident of are quoted: the context on each
 * side stops at the first doubtful word, so a garbled stretch is never read back to the user as what they said. A quote
 * is evidence only if it means something: it never ends on a word that leaves the phrase open (it runs on up to
 * QUOTE_CLOSING_WORDS words to close it, else stops at the last word that does), and a side of a pause without a content
 * word, or of a single word, is left out ('to … of the' says nothing). Null when what is left has no content word, fewer
 * than QUOTE_MIN_QUOTABLE_WORDS words, or a doubtful word at the moment itself: the feedback then cites the time alone.
 */
export function quoteNear(words: readonly TranscriptWord[] | undefined, start: number, end = start): string | null {
  if (!words || words.length === 0) return null;
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const inside = sorted.filter((w) => w.start < end - EPSILON && w.end > start + EPSILON);
  const before = sorted.filter((w) => w.end <= start + EPSILON && !inside.includes(w) && start - w.end <= QUOTE_MAX_GAP_SECONDS);
  const after = sorted.filter((w) => w.start >= end - EPSILON && !inside.includes(w) && w.start - end <= QUOTE_MAX_GAP_SECONDS);
  if (!inside.every(isQuotableWord)) return null;
  const lead = confidentRun([...before].reverse(), QUOTE_SPAN_WORDS).reverse();
  const tail = closedRun(confidentRun(after, QUOTE_SPAN_WORDS + QUOTE_CLOSING_WORDS));
  if (inside.length > 0) {
    // A filler: one stretch of speech with the filler in it, read as a phrase.
    const quoted = [...lead, ...inside, ...tail];
    if (quoted.length < QUOTE_MIN_QUOTABLE_WORDS || !quoted.some(isContentWord)) return null;
    return `"${quoted.map((w) => w.word).join(' ')}"`;
  }
  // A pause: the phrase before it and the phrase after it, each shown only if it says something.
  const sides = [lead, tail].map((side) => (side.length >= QUOTE_MIN_SIDE_WORDS && side.some(isContentWord) ? side : []));
  const [shownLead = [], shownTail = []] = sides;
  if (shownLead.length + shownTail.length < QUOTE_MIN_QUOTABLE_WORDS || (shownLead.length === 0 && shownTail.length === 0)) return null;
  return `"${[...shownLead.map((w) => w.word), '…', ...shownTail.map((w) => w.word)].join(' ').trim()}"`;
}

/** Up to `limit` words from the start of `words` (nearest to the moment first), stopping at a doubtful one. */
function confidentRun(words: readonly TranscriptWord[], limit: number): TranscriptWord[] {
  const run: TranscriptWord[] = [];
  for (const word of words.slice(0, limit)) {
    if (!isQuotableWord(word)) break;
    run.push(word);
  }
  return run;
}

/**
 * The words after the moment, ending where a phrase closes: the first QUOTE_SPAN_WORDS, run on by up to
 * QUOTE_CLOSING_WORDS while they end on an open word, else cut back to the last word that closes one.
 */
function closedRun(words: readonly TranscriptWord[]): TranscriptWord[] {
  const run = words.slice(0, QUOTE_SPAN_WORDS);
  for (const word of words.slice(QUOTE_SPAN_WORDS)) {
    if (run.length === 0 || closesPhrase(run.at(-1)!)) break;
    run.push(word);
  }
  while (run.length > 0 && !closesPhrase(run.at(-1)!)) run.pop();
  return run;
}
