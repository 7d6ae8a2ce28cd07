import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';

/** Words quoted on each side of the moment. */
export const QUOTE_SPAN_WORDS = 4;
/** Words further than this from the moment are not part of its context. */
export const QUOTE_MAX_GAP_SECONDS = 4;

/** Fewer quotable words of context than this and the quote is left out: feedback then cites the time alone. */
export const QUOTE_MIN_QUOTABLE_WORDS = 2;

/** Word edges this close to the moment count as touching it, not overlapping (times are rounded to ms). */
const EPSILON = 0.005;

/**
 * A few words of the transcript around a moment, in double quotes: the words overlapping [start, end] (a filler) with
 * up to QUOTE_SPAN_WORDS either side, or — when nothing was said inside it (a pause) — the words before and after
 * joined by ' … '. Only words the recogniser was confident of are quoted: the context on each side stops at the first
 * doubtful word, so a garbled stretch is never read back to the user as what they said. Null when fewer than
 * QUOTE_MIN_QUOTABLE_WORDS quotable words are near the moment (or a word inside it is doubtful).
 */
export function quoteNear(words: readonly TranscriptWord[] | undefined, start: number, end = start): string | null {
  if (!words || words.length === 0) return null;
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const inside = sorted.filter((w) => w.start < end - EPSILON && w.end > start + EPSILON);
  const before = sorted.filter((w) => w.end <= start + EPSILON && !inside.includes(w) && start - w.end <= QUOTE_MAX_GAP_SECONDS);
  const after = sorted.filter((w) => w.start >= end - EPSILON && !inside.includes(w) && w.start - end <= QUOTE_MAX_GAP_SECONDS);
  if (!inside.every(isQuotableWord)) return null;
  const lead = confidentRun([...before].reverse()).reverse().map((w) => w.word);
  const tail = confidentRun(after).map((w) => w.word);
  if (inside.length + lead.length + tail.length < QUOTE_MIN_QUOTABLE_WORDS) return null;
  const middle = inside.length > 0 ? inside.map((w) => w.word) : ['…'];
  const text = [...lead, ...middle, ...tail].join(' ');
  return `"${text.trim()}"`;
}

/** Up to QUOTE_SPAN_WORDS words from the start of `words` (nearest to the moment first), stopping at a doubtful one. */
function confidentRun(words: readonly TranscriptWord[]): TranscriptWord[] {
  const run: TranscriptWord[] = [];
  for (const word of words.slice(0, QUOTE_SPAN_WORDS)) {
    if (!isQuotableWord(word)) break;
    run.push(word);
  }
  return run;
}
