import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** Words quoted on each side of the moment. */
export const QUOTE_SPAN_WORDS = 4;
/** Words further than this from the moment are not part of its context. */
export const QUOTE_MAX_GAP_SECONDS = 4;

/** Word edges this close to the moment count as touching it, not overlapping (times are rounded to ms). */
const EPSILON = 0.005;

/**
 * A few words of the transcript around a moment, in double quotes: the words overlapping [start, end] (a filler) with
 * up to QUOTE_SPAN_WORDS either side, or — when nothing was said inside it (a pause) — the words before and after
 * joined by ' … '. Null when the transcript has no words near the moment.
 */
export function quoteNear(words: readonly TranscriptWord[] | undefined, start: number, end = start): string | null {
  if (!words || words.length === 0) return null;
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const inside = sorted.filter((w) => w.start < end - EPSILON && w.end > start + EPSILON);
  const before = sorted.filter((w) => w.end <= start + EPSILON && !inside.includes(w) && start - w.end <= QUOTE_MAX_GAP_SECONDS);
  const after = sorted.filter((w) => w.start >= end - EPSILON && !inside.includes(w) && w.start - end <= QUOTE_MAX_GAP_SECONDS);
  const lead = before.slice(-QUOTE_SPAN_WORDS).map((w) => w.word);
  const tail = after.slice(0, QUOTE_SPAN_WORDS).map((w) => w.word);
  if (inside.length === 0 && lead.length === 0 && tail.length === 0) return null;
  const middle = inside.length > 0 ? inside.map((w) => w.word) : ['…'];
  const text = [...lead, ...middle, ...tail].join(' ');
  return `"${text.trim()}"`;
}
