import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { tokenOf } from './answer-tokens.ts';
import { STOP_WORDS } from './stop-words.ts';

/** Without this many quotable words in a row there is no quote ('… cold … selfish …' reads as nothing): the finding cites the time alone. */
export const MIN_QUOTED_WORDS = 2;
/** A quote says something only with a content word in it (not "to", "of the"). */
export const MIN_QUOTED_CONTENT_WORDS = 1;
/** A run cut out of a sentence with doubtful words around it stands as a phrase only with this many content words… */
export const MIN_FRAGMENT_CONTENT_WORDS = 2;
/** …and this many words: two words pulled out of a sentence ('… made still …') are no phrase, whatever they are. */
export const MIN_FRAGMENT_WORDS = 3;
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

/** Words heard right after a doubtful word the content layer left out: the quote must not run across that hole. */
const AFTER_A_DROPPED_WORD = new WeakSet<TranscriptWord>();

/** The clear words of an answer (`isClear`), each one that follows a left-out word marked so no quote spans the hole. */
export function keepClearWords(words: readonly TranscriptWord[], isClear: (word: TranscriptWord) => boolean): TranscriptWord[] {
  const kept: TranscriptWord[] = [];
  let dropped = false;
  for (const word of words) {
    if (!isClear(word)) dropped = true;
    else {
      if (dropped && kept.length > 0) AFTER_A_DROPPED_WORD.add(word);
      kept.push(word);
      dropped = false;
    }
  }
  return kept;
}

/** Whether the content layer left a doubtful word out just before this one. */
export function followsDroppedWord(word: TranscriptWord): boolean {
  return AFTER_A_DROPPED_WORD.has(word);
}

/** Runs of quotable words in a row: a doubtful word, or a hole where one was left out, ends a run. */
function runsOf(words: readonly TranscriptWord[]): { from: number; words: TranscriptWord[] }[] {
  const runs: { from: number; words: TranscriptWord[] }[] = [];
  words.forEach((word, i) => {
    const current = runs.at(-1);
    const continues = current !== undefined && current.from + current.words.length === i && !AFTER_A_DROPPED_WORD.has(word);
    if (!isQuotableWord(word)) return;
    if (continues) current.words.push(word);
    else runs.push({ from: i, words: [word] });
  });
  return runs;
}

/**
 * Words of the answer in double quotes, as heard: one run of confidently heard words in a row, never words stitched
 * across doubtful ones ('… john … leisure … power …' says nothing and puts words in the user's mouth). The longest run
 * is quoted, with '…' where the sentence goes on before or after it. A whole sentence needs MIN_QUOTED_WORDS words and
 * a content word ('He was.' says nothing); a run that is not the whole sentence needs MIN_FRAGMENT_WORDS words and
 * MIN_FRAGMENT_CONTENT_WORDS content words to stand as a phrase ('… consider how much …', '… made still …' do not).
 * A cut never ends on a function word ('we cut the …'). Null without such a run: the finding cites its time alone.
 */
export function quoteWords(words: readonly TranscriptWord[]): string | null {
  const shown = words.slice(0, cutAt(words));
  const cut = shown.length < words.length;
  const phrases = runsOf(shown).map((run) => {
    const whole = run.from === 0 && run.words.length === words.length;
    const endsEarly = run.from + run.words.length < shown.length || cut;
    const quoted = [...run.words];
    if (endsEarly) while (quoted.length > 1 && !isContentWord(quoted.at(-1)!)) quoted.pop();
    return { from: run.from, words: quoted, whole, endsEarly };
  });
  const standing = phrases.filter((p) => {
    const content = p.words.filter(isContentWord).length;
    return p.whole
      ? p.words.length >= MIN_QUOTED_WORDS && content >= MIN_QUOTED_CONTENT_WORDS
      : p.words.length >= MIN_FRAGMENT_WORDS && content >= MIN_FRAGMENT_CONTENT_WORDS;
  });
  const best = standing.reduce<(typeof standing)[number] | null>((a, b) => (a === null || b.words.length > a.words.length ? b : a), null);
  if (best === null) return null;
  return `"${best.from > 0 ? '… ' : ''}${best.words.map((w) => w.word).join(' ')}${best.endsEarly ? ' …' : ''}"`;
}
