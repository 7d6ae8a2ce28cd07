import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { tokenOf } from './answer-tokens.ts';
import { STOP_WORDS } from './stop-words.ts';

/** Without this many quotable words in a row there is no quote ('… cold … selfish …' reads as nothing): the finding cites the time alone. */
export const MIN_QUOTED_WORDS = 2;
/** A quote says something only with a content word in it (not "to", "of the"). */
export const MIN_QUOTED_CONTENT_WORDS = 1;
/** Longer stretches are shortened, at a comma when there is one past SHORTEST_CUT words, so a quote stays a line. */
export const MAX_QUOTED_WORDS = 18;
const SHORTEST_CUT = 8;

/** Hedges are function words to a topic, but in a quote they are what is being shown ('Maybe we … the build'). */
const SHOWN_HEDGES = new Set(['maybe', 'guess', 'think', 'kind', 'sort']);

function isContentWord(word: TranscriptWord): boolean {
  const token = tokenOf(word.word);
  return token.length > 0 && (!STOP_WORDS.has(token) || SHOWN_HEDGES.has(token));
}

/** Where to cut a long sentence: after its last comma between SHORTEST_CUT and MAX_QUOTED_WORDS words, else at MAX_QUOTED_WORDS. */
function cutAt(words: readonly TranscriptWord[]): number {
  if (words.length <= MAX_QUOTED_WORDS) return words.length;
  for (let i = MAX_QUOTED_WORDS; i >= SHORTEST_CUT; i -= 1) if (/,$/.test(words[i - 1]!.word)) return i;
  return MAX_QUOTED_WORDS;
}

/**
 * Words of the answer in double quotes, as heard: each stretch of doubtful words (below the quotable posterior) is
 * shown as '…', so a quote never puts a word the recogniser was unsure of in the user's mouth. A stretch of only
 * function words between two gaps ('… to … of the …') says nothing and becomes part of the gap; a cut never ends on
 * a function word ('we cut the …'). Null without a run of MIN_QUOTED_WORDS quotable words and MIN_QUOTED_CONTENT_WORDS
 * content words.
 */
export function quoteWords(words: readonly TranscriptWord[]): string | null {
  const shown = words.slice(0, cutAt(words));
  // Stretches of quotable words between doubtful ones, in order; an empty first one when the quote opens on a doubtful word.
  const stretches: TranscriptWord[][] = [];
  let current: TranscriptWord[] = [];
  for (const word of shown) {
    if (isQuotableWord(word)) current.push(word);
    else if (current.length > 0) {
      stretches.push(current);
      current = [];
    } else if (stretches.length === 0) stretches.push([]);
  }
  if (current.length > 0) stretches.push(current);
  const meaningful = stretches.map((s) => (s.some(isContentWord) ? s : []));
  const cut = shown.length < words.length;
  const last = meaningful.at(-1);
  if (cut && last && last.length > 0) while (last.length > 1 && !isContentWord(last.at(-1)!)) last.pop();
  const longestRun = Math.max(0, ...meaningful.map((s) => s.length));
  const content = meaningful.flat().filter(isContentWord).length;
  if (longestRun < MIN_QUOTED_WORDS || content < MIN_QUOTED_CONTENT_WORDS) return null;
  const parts: string[] = [];
  const gap = () => {
    if (parts.at(-1) !== '…') parts.push('…');
  };
  meaningful.forEach((stretch, i) => {
    // Between two stretches there was a doubtful word; before the first only when it is empty (the quote opens on one).
    if (i > 0 || stretch.length === 0) gap();
    parts.push(...stretch.map((w) => w.word));
  });
  if (cut || !isQuotableWord(shown.at(-1)!)) gap();
  return `"${parts.join(' ')}"`;
}
