import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { formatDecimal } from '../../feedback/format-number.ts';
import { formatTime } from '../../feedback/format-time.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import { tokenOf } from '../answer-tokens.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { HEDGE_PHRASES } from '../hedge-phrases.ts';
import { wordVectors } from '../meaning/word-vectors.ts';
import { MATTR_WINDOW, movingTypeTokenRatio } from '../moving-type-token-ratio.ts';
import { STOP_WORDS } from '../stop-words.ts';
import { MENTAL_VERBS } from '../verb-classes.ts';
import { findRepetition } from './repetition-rule.ts';
import { namesThingsPrecisely } from './specifics-rule.ts';

/** MATTR (50-word window) at or above this: varied wording, full marks and a strength. */
export const MATTR_VARIED = 0.72;
/** Under this the wording goes round in circles: an improvement. 0 points at MATTR_ZERO. */
export const MATTR_NARROW = 0.58;
export const MATTR_ZERO = 0.45;

/** Words as common as this (frequency rank in the word vectors' corpus: 'good' 196, 'thing' 802) are plain. */
export const PLAIN_RANK = 1000;
/** Plain words said three times or more making up this share of the content words: the same few plain words recycled. */
export const PLAIN_RECYCLED_SHARE = 0.25;
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
const hedgeWords = new Set(HEDGE_PHRASES.flat());

/**
 * Plain words recycled: content words among the PLAIN_RANK most frequent, each said three times or more, as a share
 * of all content words ('good' 7 times, 'thing' 4 times in 34 content words). Hedges, thinking verbs and the words of
 * a repeated phrase are left out: the hedging and repetition rules judge those.
 */
export function plainRecycled(facts: AnswerFacts): { share: number; words: [string, number][] } {
  const repeated = new Set(findRepetition(facts).flatMap((r) => r.occurrences.flat()));
  const tokens = facts.sentences.flatMap((s) => s.tokens.filter((t) => CONTENT_POS.has(t.pos) && !t.stopWord && !repeated.has(s.words[t.word]!)));
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t.lemma, (counts.get(t.lemma) ?? 0) + 1);
  const vectors = wordVectors();
  const plain = [...counts].filter(([lemma, n]) => n >= 3 && !hedgeWords.has(lemma) && !MENTAL_VERBS.has(lemma) && lemma !== 'like' && (vectors.rank(lemma) ?? Infinity) < PLAIN_RANK);
  return { share: plain.reduce((sum, [, n]) => sum + n, 0) / Math.max(1, tokens.length), words: plain.sort((a, b) => b[1] - a[1]) };
}

/**
 * Distinct-word ratio against the answer's length, as MATTR, and plain words recycled (docs/SCORING.md §Content).
 * MATTR is unmeasured under one window of words. An answer that names things concretely (the specifics rule finds
 * enough details) is never told its wording is plain: the advice is to name things precisely, which it does, and every
 * answer a coach flagged for wording in the tuning writers' files was vague as well.
 */
export function vocabularyRule(facts: AnswerFacts): ContentRuleOutcome {
  const words = facts.sentences.flatMap((s) => s.words).filter((w) => tokenOf(w.word).length > 0);
  const precise = namesThingsPrecisely(facts);
  const recycled = plainRecycled(facts);
  if (!precise && recycled.share >= PLAIN_RECYCLED_SHARE) {
    // A word is cited only if it was heard with confidence at least once.
    const heard = new Set(facts.sentences.flatMap((s) => s.tokens.filter((t) => isQuotableWord(s.words[t.word]!)).map((t) => t.lemma)));
    const cited = recycled.words.filter(([w]) => heard.has(w));
    const list = cited.slice(0, 3).map(([w, n]) => `"${w}" ${n} times`).join(', ');
    const first = facts.sentences.find((s) => s.tokens.some((t) => t.lemma === recycled.words[0]![0]));
    return {
      score: bandScore(recycled.share, PLAIN_RECYCLED_SHARE / 2, PLAIN_RECYCLED_SHARE * 2),
      findings: [
        contentFinding('vocabulary', 'improvement', {
          headline: cited.length > 0 ? `plain words: ${cited[0]![0]} × ${cited[0]![1]}` : 'plain words recycled',
          text: `The same few plain words carry the answer${list === '' ? '' : `: ${list}`} (${Math.round(recycled.share * 100)} % of its content words). Name things precisely: what was it, what did you do, how did it go?`,
          at: first?.start ?? facts.start,
          count: recycled.words[0]![1],
        }),
      ],
    };
  }
  const mattr = movingTypeTokenRatio(words.map((w) => tokenOf(w.word)));
  if (mattr === null) return { score: null, findings: [] };
  const score = bandScore(mattr, MATTR_VARIED, MATTR_ZERO);
  const perWindow = Math.round(mattr * MATTR_WINDOW);
  const ratio = formatDecimal(mattr, 2);
  // Unflagged, a precise answer scores no lower than the narrowest wording that is not flagged.
  if (precise && mattr < MATTR_NARROW) return { score: bandScore(MATTR_NARROW, MATTR_VARIED, MATTR_ZERO), findings: [] };
  if (mattr < MATTR_NARROW) {
    const counts = new Map<string, number>();
    for (const w of words) if (isQuotableWord(w) && !STOP_WORDS.has(tokenOf(w.word))) counts.set(tokenOf(w.word), (counts.get(tokenOf(w.word)) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const firstUse = top ? words.find((w) => isQuotableWord(w) && tokenOf(w.word) === top[0]) : undefined;
    const most = top && top[1] > 2 ? `; "${top[0]}" came ${top[1]} times${firstUse ? ` (first at ${formatTime(firstUse.start)})` : ''}` : '';
    return {
      score,
      findings: [
        contentFinding('vocabulary', 'improvement', {
          headline: `MATTR ${ratio}`,
          text: `The wording repeats itself: on average ${perWindow} of every ${MATTR_WINDOW} words in a row were different (MATTR ${ratio}; varied answers reach ${MATTR_VARIED})${most}. Name things precisely instead of reusing the same words.`,
          at: firstUse?.start ?? null,
          count: top?.[1] ?? null,
        }),
      ],
    };
  }
  if (mattr >= MATTR_VARIED) {
    return {
      score,
      findings: [
        contentFinding('vocabulary', 'strength', {
          headline: 'varied wording',
          text: `Varied wording: on average ${perWindow} of every ${MATTR_WINDOW} words in a row were different (MATTR ${ratio}).`,
          // A measure of the whole answer: no one moment to seek to.
          at: null,
        }),
      ],
    };
  }
  return { score, findings: [] };
}
