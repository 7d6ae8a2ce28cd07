import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';

/** Without this many quotable words in a row there is no quote ('… cold … selfish …' reads as nothing): the finding cites the time alone. */
export const MIN_QUOTED_WORDS = 2;
/** Longer stretches are shortened to their first words and '…', so a quote stays a line. */
export const MAX_QUOTED_WORDS = 18;

/**
 * Words of the answer in double quotes, as heard: each stretch of doubtful words (below the quotable posterior) is
 * shown as '…', so a quote never puts a word the recogniser was unsure of in the user's mouth. Null without a run of
 * MIN_QUOTED_WORDS quotable words.
 */
export function quoteWords(words: readonly TranscriptWord[]): string | null {
  const shown = words.slice(0, MAX_QUOTED_WORDS);
  if (longestQuotableRun(shown) < MIN_QUOTED_WORDS) return null;
  const parts: string[] = [];
  for (const word of shown) {
    if (isQuotableWord(word)) parts.push(word.word);
    else if (parts.at(-1) !== '…') parts.push('…');
  }
  if (words.length > MAX_QUOTED_WORDS && parts.at(-1) !== '…') parts.push('…');
  return `"${parts.join(' ')}"`;
}

function longestQuotableRun(words: readonly TranscriptWord[]): number {
  let longest = 0;
  let run = 0;
  for (const word of words) {
    run = isQuotableWord(word) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
