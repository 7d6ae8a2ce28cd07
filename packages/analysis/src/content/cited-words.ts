import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import type { SentenceToken } from './answer-sentences.ts';
import { tokenOf } from './answer-tokens.ts';
import { followsDroppedWord } from './quote-words.ts';
import { STOP_WORDS } from './stop-words.ts';

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

const saysSomething = (token: SentenceToken): boolean => token.pos !== 'PUNCT' && !STOP_WORDS.has(tokenOf(token.normal));

/**
 * Tokens `from`…`to` of a sentence cited as `citedWords` cites words, as the English model reads them ('"I set up"').
 * A citation of function words alone says nothing ('"he was"'): it runs on through its clause to the first word that
 * does ('"he was our manager"'), never past a comma or the sentence's end, and is null when there is none.
 */
export function citedTokens(sentence: { tokens: readonly SentenceToken[]; words: readonly TranscriptWord[] }, from: number, to: number): string | null {
  let last = to;
  if (!sentence.tokens.slice(from, to + 1).some(saysSomething)) {
    const next = sentence.tokens.findIndex((t, i) => i > to && (t.pos === 'PUNCT' || saysSomething(t)));
    if (next < 0 || sentence.tokens[next]!.pos === 'PUNCT') return null;
    last = next;
  }
  const tokens = sentence.tokens.slice(from, last + 1);
  const shown = tokens.filter((t) => t.pos !== 'PUNCT').map((t) => t.value);
  if (shown.length === 0) return null;
  const first = Math.min(...tokens.map((t) => t.word));
  const lastWord = Math.max(...tokens.map((t) => t.word));
  return citable(sentence.words.slice(first, lastWord + 1)) ? `"${shown.join(' ')}"` : null;
}

/** Each citation once ('"mr john", "mr john"' cites one name twice), compared without regard to case. */
export function distinctCitations(citations: readonly string[]): string[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = c.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
