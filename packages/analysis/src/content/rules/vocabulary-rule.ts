import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { formatDecimal } from '../../feedback/format-number.ts';
import { formatTime } from '../../feedback/format-time.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import { tokenOf } from '../answer-tokens.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { MATTR_WINDOW, movingTypeTokenRatio } from '../moving-type-token-ratio.ts';
import { STOP_WORDS } from '../stop-words.ts';

/** MATTR (50-word window) at or above this: varied wording, full marks and a strength. */
export const MATTR_VARIED = 0.72;
/** Under this the wording goes round in circles: an improvement. 0 points at MATTR_ZERO. */
export const MATTR_NARROW = 0.58;
export const MATTR_ZERO = 0.45;

/** Distinct-word ratio against the answer's length, as MATTR (docs/SCORING.md §Content); unmeasured under one window of words. */
export function vocabularyRule(facts: AnswerFacts): ContentRuleOutcome {
  const words = facts.sentences.flatMap((s) => s.words).filter((w) => tokenOf(w.word).length > 0);
  const mattr = movingTypeTokenRatio(words.map((w) => tokenOf(w.word)));
  if (mattr === null) return { score: null, findings: [] };
  const score = bandScore(mattr, MATTR_VARIED, MATTR_ZERO);
  const perWindow = Math.round(mattr * MATTR_WINDOW);
  const ratio = formatDecimal(mattr, 2);
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
