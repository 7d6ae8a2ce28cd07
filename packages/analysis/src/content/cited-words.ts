import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import type { SentenceToken } from './answer-sentences.ts';
import { followsDroppedWord } from './quote-words.ts';

/** Every word heard with confidence, one after another with no left-out word between. */
function citable(words: readonly TranscriptWord[]): boolean {
  return words.every(isQuotableWord) && !words.slice(1).some(followsDroppedWord);
}

/**
 * Words a finding's text cites in double quotes ('"we talked"'), or null unless every one was heard with confidence
 * and they follow each other with no left-out word between: a finding never puts a doubtful word in the user's mouth.
 * Punctuation around the words is left off.
 */
export function citedWords(words: readonly TranscriptWord[]): string | null {
  const shown = words.map((w) => w.word.replace(/^[^\p{L}\p{N}$€£']+|[^\p{L}\p{N}%']+$/gu, '')).filter((w) => w.length > 0);
  return shown.length > 0 && citable(words) ? `"${shown.join(' ')}"` : null;
}

/** Tokens `from`…`to` of a sentence cited as `citedWords` cites words, as the English model reads them ('"I set up"'). */
export function citedTokens(sentence: { tokens: readonly SentenceToken[]; words: readonly TranscriptWord[] }, from: number, to: number): string | null {
  const tokens = sentence.tokens.slice(from, to + 1);
  const shown = tokens.filter((t) => t.pos !== 'PUNCT').map((t) => t.value);
  if (shown.length === 0) return null;
  const first = Math.min(...tokens.map((t) => t.word));
  const last = Math.max(...tokens.map((t) => t.word));
  return citable(sentence.words.slice(first, last + 1)) ? `"${shown.join(' ')}"` : null;
}
