import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { formatDecimal } from '../../feedback/format-number.ts';
import type { AnswerFacts, StarredSentence } from '../answer-facts.ts';
import { tokenOf } from '../answer-tokens.ts';
import { countedWords, countedWordsShort } from '../clear-speech.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { quoteWords } from '../quote-words.ts';
import { isSpecific, VAGUE_TOKENS } from '../specific-words.ts';

/** Specific words per 100 words for full marks: 'cut the backlog from 40 to 12 in two weeks' alone has four. */
export const SPECIFICS_FULL_PER_100 = 5;
/** Under this many per 100 words the answer reads as vague: a finding quotes its vaguest sentence. */
export const SPECIFICS_FEW_PER_100 = 2;
/** Sentences shorter than this are not candidates for 'vaguest' ('Thanks.'). */
const MIN_CANDIDATE_WORDS = 5;

/** The words of a sentence that are specifics. */
export function specificsIn(sentence: StarredSentence): TranscriptWord[] {
  return sentence.words.filter((w, i) => {
    const token = tokenOf(w.word);
    return token.length > 0 && isSpecific(w.word, token, i);
  });
}

function vagueness(sentence: StarredSentence): number {
  return sentence.words.filter((w) => VAGUE_TOKENS.has(tokenOf(w.word))).length;
}

/**
 * Numbers, time frames, money, tools and names per 100 words (docs/SCORING.md §Content). Few → an improvement that
 * quotes the vaguest sentence (fewest specifics, then most vague words such as 'things', then longest); many → a
 * strength quoting the most specific one.
 */
export function specificsRule(facts: AnswerFacts): ContentRuleOutcome {
  const words = facts.sentences.reduce((n, s) => n + s.words.length, 0);
  if (words === 0) return { score: null, findings: [] };
  const counted = facts.sentences.map((s) => ({ sentence: s, specifics: specificsIn(s) }));
  const total = counted.reduce((n, c) => n + c.specifics.length, 0);
  const per100 = (100 * total) / words;
  const heard = facts.input.words.length;
  const details = total === 1 ? 'specific detail' : 'specific details';
  const score = bandScore(per100, SPECIFICS_FULL_PER_100, 0);
  if (per100 < SPECIFICS_FEW_PER_100) {
    const candidates = counted.filter((c) => c.sentence.words.length >= MIN_CANDIDATE_WORDS);
    const vaguest = [...(candidates.length > 0 ? candidates : counted)].sort(
      (a, b) => a.specifics.length - b.specifics.length || vagueness(b.sentence) - vagueness(a.sentence) || b.sentence.words.length - a.sentence.words.length,
    )[0]!.sentence;
    return {
      score,
      findings: [
        contentFinding('specifics', 'improvement', {
          headline: `${total} specific${total === 1 ? '' : 's'} in ${countedWordsShort(words, heard)}`,
          text: `${total === 0 ? 'No' : `Only ${total}`} ${details} (numbers, time frames, tools, names) in ${countedWords(words, heard)} (${formatDecimal(per100)} per 100 words). The vaguest sentence: say what, how many, by when — "cut the backlog from 40 to 12 in two weeks".`,
          quote: quoteWords(vaguest.words),
          at: vaguest.start,
          count: total,
        }),
      ],
    };
  }
  if (per100 >= SPECIFICS_FULL_PER_100) {
    const best = [...counted].sort((a, b) => b.specifics.length - a.specifics.length)[0]!;
    return {
      score,
      findings: [
        contentFinding('specifics', 'strength', {
          headline: `${total} specific${total === 1 ? '' : 's'}`,
          text: `${total} ${details} in ${countedWords(words, heard)} (${formatDecimal(per100)} per 100 words), such as ${examples(best.specifics)}.`,
          quote: quoteWords(best.sentence.words),
          at: best.sentence.start,
          count: total,
        }),
      ],
    };
  }
  return { score, findings: [] };
}

/** Up to three of the specifics heard with confidence, quoted; 'in this sentence' when none was. */
function examples(specifics: readonly TranscriptWord[]): string {
  const quotable = specifics.filter(isQuotableWord).slice(0, 3);
  return quotable.length > 0 ? quotable.map((w) => `"${tokenOf(w.word)}"`).join(', ') : 'in this sentence';
}
