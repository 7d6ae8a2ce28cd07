import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import type { StarPartName } from '@rehearse/contract/mock-result';
import { formatDecimal } from '../../feedback/format-number.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import { distinctCitations } from '../cited-words.ts';
import { countedWords, countedWordsShort } from '../clear-speech.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { quoteWords } from '../quote-words.ts';
import { DETAIL_WEIGHT, specificDetails, type SpecificDetail } from '../specific-details.ts';
import { specificsAsk } from '../specifics-ask.ts';

/** Specific details per 100 words for full marks: 'cut the backlog from 40 to 12 in two weeks' alone has three. */
export const SPECIFICS_FULL_PER_100 = 4;
/** Under this many per 100 words, or fewer than SPECIFICS_MIN in all, the answer reads as vague. */
export const SPECIFICS_FEW_PER_100 = 1.25;
export const SPECIFICS_MIN = 2;
/** Which vague sentence to ask about first, by its STAR part: an outcome's missing number matters most. */
/** The question opens the sentence when no quote comes before it (its time is the finding's own, shown beside it). */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const CLAIM_ORDER: readonly (StarPartName | null)[] = ['result', 'action', 'task', 'situation', null];
/** Sentences shorter than this are not candidates for 'vaguest' ('Thanks.'). */
const MIN_CANDIDATE_WORDS = 5;

/** The answer reads as vague: too few concrete details for its length, or too few at all. */
function tooFewSpecifics(per100: number, total: number): boolean {
  return per100 < SPECIFICS_FEW_PER_100 || total < SPECIFICS_MIN;
}

/** Whether the answer names things concretely enough that the specifics rule raises nothing (its weighted details). */
export function namesThingsPrecisely(facts: AnswerFacts): boolean {
  const words = facts.sentences.reduce((n, s) => n + s.words.length, 0);
  const total = facts.sentences.reduce((n, s) => n + specificDetails(s).reduce((w, d) => w + DETAIL_WEIGHT[d.kind], 0), 0);
  return words > 0 && !tooFewSpecifics((100 * total) / words, total);
}

/**
 * Concrete details per 100 words (docs/SCORING.md §Content): numbers and amounts, dates and durations the English
 * model finds (numbers said as words count: 'forty thousand', 'three weeks'), names, and rare terms. Few → an
 * improvement quoting the speaker's vaguest claim and asking for the detail it lacks (specifics-ask.ts), so the advice
 * is built from the answer, never a stock example; many → a strength quoting the most specific sentence.
 */
export function specificsRule(facts: AnswerFacts): ContentRuleOutcome {
  const words = facts.sentences.reduce((n, s) => n + s.words.length, 0);
  if (words === 0) return { score: null, findings: [] };
  const counted = facts.sentences.map((s) => ({ sentence: s, details: specificDetails(s) }));
  const total = counted.reduce((n, c) => n + c.details.reduce((w, d) => w + DETAIL_WEIGHT[d.kind], 0), 0);
  const per100 = (100 * total) / words;
  const heard = facts.input.words.length;
  // Shown as the whole details said: the half weight of a two-word name moves the score, never the count a user reads.
  const said = counted.reduce((n, c) => n + c.details.length, 0);
  const details = said === 1 ? 'specific detail' : 'specific details';
  const halves = counted.some((c) => c.details.some((d) => DETAIL_WEIGHT[d.kind] < 1)) ? '; a thing named in two words counts half' : '';
  const score = Math.min(bandScore(per100, SPECIFICS_FULL_PER_100, 0), bandScore(total, SPECIFICS_MIN + 1, 0));
  if (tooFewSpecifics(per100, total)) {
    const candidates = counted.filter((c) => c.sentence.words.length >= MIN_CANDIDATE_WORDS && quoteWords(c.sentence.words) !== null);
    // Of the sentences with fewest details, the claim a number would prove most: an outcome, then an action, then the longest.
    const weight = (c: (typeof counted)[number]) => CLAIM_ORDER.indexOf(c.sentence.part);
    const vaguest = [...(candidates.length > 0 ? candidates : counted)].sort(
      (a, b) => a.details.length - b.details.length || weight(a) - weight(b) || b.sentence.words.length - a.sentence.words.length,
    )[0]!.sentence;
    const quote = quoteWords(vaguest.words);
    return {
      score: Math.min(score, 50),
      findings: [
        contentFinding('specifics', 'improvement', {
          headline: `${said} specific${said === 1 ? '' : 's'} in ${countedWordsShort(words, heard)}`,
          text: `${said === 0 ? 'No' : `Only ${said}`} ${details} (numbers, dates, durations, names${halves}) in ${countedWords(words, heard)} (${formatDecimal(per100)} per 100 words)${examples(counted.flatMap((c) => c.details), ': ')}. ${quote ? `You said ${quote}: ${specificsAsk(vaguest)}` : capitalised(specificsAsk(vaguest))}`,
          quote,
          at: vaguest.start,
          count: said,
        }),
      ],
    };
  }
  if (per100 >= SPECIFICS_FULL_PER_100) {
    const best = [...counted].sort((a, b) => b.details.length - a.details.length)[0]!;
    const quote = quoteWords(best.sentence.words);
    // 'In this sentence' points at the quote shown beside the finding; with none to show, it would point at nothing.
    const where = examples(best.details, ', such as ') || (quote ? ', in this sentence' : '');
    return {
      score,
      findings: [
        contentFinding('specifics', 'strength', {
          headline: `${said} specific${said === 1 ? '' : 's'}`,
          text: `${said} ${details} in ${countedWords(words, heard)} (${formatDecimal(per100)} per 100 words${halves})${where}.`,
          quote,
          at: best.sentence.start,
          count: said,
        }),
      ],
    };
  }
  return { score, findings: [] };
}

/** Up to three different details heard with confidence, quoted after `lead` (a name said twice is cited once); empty when none was. */
function examples(details: readonly SpecificDetail[], lead: string): string {
  const quotable = details.filter((d) => d.words.every(isQuotableWord));
  const cited = distinctCitations(quotable.map((d) => `"${d.words.map((w) => w.word.replace(/[.,;:!?]+$/, '')).join(' ')}"`)).slice(0, 3);
  return cited.length > 0 ? `${lead}${cited.join(', ')}` : '';
}

