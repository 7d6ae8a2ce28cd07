import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import type { AnswerFacts, StarredSentence } from '../answer-facts.ts';
import { tokenOf } from '../answer-tokens.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { quoteWords } from '../quote-words.ts';

export const I_FORMS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'myself']);
export const WE_FORMS = new Set(['we', "we're", "we've", "we'd", "we'll", 'us', 'our', 'ourselves']);
/** "We" at least this share of the first-person words in the actions (and MIN_WE times) → say what you did. */
export const WE_HEAVY_SHARE = 0.6;
export const MIN_WE = 3;
/** An "I" share from this up gets full marks; the score never drops under OWNERSHIP_FLOOR, since "we" is not wrong in itself. */
export const I_FULL_SHARE = 0.5;
export const OWNERSHIP_FLOOR = 40;

function count(sentences: readonly StarredSentence[], forms: ReadonlySet<string>): number {
  return sentences.reduce((n, s) => n + s.words.filter((w) => forms.has(tokenOf(w.word))).length, 0);
}

/**
 * "I" against "we" in the action part (docs/SCORING.md §Content, Naim et al. 2015): the actions are where the
 * interviewer looks for what the candidate did. When the action sentences hold fewer than MIN_WE first-person words
 * the whole answer is read ("we did" throughout, with no clear action sentence).
 */
export function ownershipRule(facts: AnswerFacts): ContentRuleOutcome {
  const actions = facts.sentences.filter((s) => s.part === 'action');
  const inActions = count(actions, I_FORMS) + count(actions, WE_FORMS) >= MIN_WE;
  const scope = inActions ? actions : facts.sentences;
  const where = inActions ? 'In the actions' : 'In the answer';
  const i = count(scope, I_FORMS);
  const we = count(scope, WE_FORMS);
  if (i + we === 0) return { score: null, findings: [] };
  const iShare = i / (i + we);
  const score = Math.round(OWNERSHIP_FLOOR + (100 - OWNERSHIP_FLOOR) * Math.min(1, iShare / I_FULL_SHARE));
  if (we >= MIN_WE && 1 - iShare >= WE_HEAVY_SHARE) {
    const example = scope.find((s) => count([s], WE_FORMS) > 0 && s.words.some((w) => WE_FORMS.has(tokenOf(w.word)) && isQuotableWord(w))) ?? scope[0]!;
    return {
      score,
      findings: [
        contentFinding('ownership', 'improvement', {
          headline: `"we" ${we} × , "I" ${i} ×`,
          text: `${where} you said "we" ${we} times and "I" ${i} ${i === 1 ? 'time' : 'times'}. The team matters, but the interviewer is judging you: say what you did yourself ("I wrote…", "I asked…").`,
          quote: quoteWords(example.words),
          at: example.start,
          count: we,
        }),
      ],
    };
  }
  if (i >= 2 && iShare >= I_FULL_SHARE) {
    const example = scope.find((s) => count([s], I_FORMS) > 0) ?? scope[0]!;
    return {
      score,
      findings: [
        contentFinding('ownership', 'strength', {
          headline: `"I" ${i} × in the ${inActions ? 'actions' : 'answer'}`,
          text: `${where} you said what you did yourself: "I" ${i} times against "we" ${we} ${we === 1 ? 'time' : 'times'}.`,
          quote: quoteWords(example.words),
          at: example.start,
          count: i,
        }),
      ],
    };
  }
  return { score, findings: [] };
}
