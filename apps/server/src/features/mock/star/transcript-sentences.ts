import type { TranscriptWord } from '@rehearse/contract/analysis-result';

/** A pause this long between two recognised words ends a sentence when the transcript has no punctuation. */
export const SENTENCE_PAUSE_SECONDS = 0.6;
/** Unpunctuated speech without pauses is cut into pieces of at most this many words, so evidence stays a quotable length. */
export const MAX_SENTENCE_WORDS = 25;

/**
 * The transcript as sentences. Punctuated text (whisper, written tests) splits at . ! ? ; the
 * recogniser's unpunctuated text splits where the speaker paused, then at MAX_SENTENCE_WORDS.
 */
export function transcriptSentences(text: string, words: readonly TranscriptWord[] = []): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return [];
  if (/[.!?]/.test(clean)) {
    return clean
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }
  const groups: string[][] = [];
  if (words.length > 0) {
    let current: string[] = [];
    let previousEnd: number | null = null;
    for (const w of words) {
      if (previousEnd !== null && w.start - previousEnd >= SENTENCE_PAUSE_SECONDS && current.length > 0) {
        groups.push(current);
        current = [];
      }
      current.push(w.word);
      previousEnd = w.end;
    }
    if (current.length > 0) groups.push(current);
  } else {
    groups.push(clean.split(' '));
  }
  return groups.flatMap((g) => {
    const pieces: string[] = [];
    for (let i = 0; i < g.length; i += MAX_SENTENCE_WORDS) pieces.push(g.slice(i, i + MAX_SENTENCE_WORDS).join(' '));
    return pieces;
  });
}
