import { competencyLabel } from '@rehearse/contract/mock-constants';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import type { AnswerFacts } from '../answer-facts.ts';
import { stemOf, tokenOf } from '../answer-tokens.ts';
import { competencyWords } from '../competency-vocabulary.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { stemsAnswering } from '../question-related-words.ts';
import { questionStems } from '../question-words.ts';
import { quoteWords } from '../quote-words.ts';

/** Using this share of the question's own words counts fully for the question half. */
export const QUESTION_COVERAGE_FULL = 0.5;
/** This many uses of the competency's vocabulary count fully for the competency half. */
export const COMPETENCY_HITS_FULL = 4;
/** With both known, the question's words weigh this much and the competency's vocabulary the rest. */
export const QUESTION_WEIGHT = 0.6;
/**
 * An answer that uses none of the question's key words and at most this many of the competency's reads as
 * off-topic: answers on the question rarely repeat its words, so only their complete absence is telling.
 */
export const OFF_TOPIC_MAX_HITS = 1;
/** From this score up the answer is called on point. */
export const ON_POINT_FROM = 70;

/**
 * Does the answer address the question (content words of the question) and its competency (a vocabulary list),
 * docs/SCORING.md §Content. Unmeasured without a question or competency (an uploaded answer).
 */
export function relevanceRule(facts: AnswerFacts): ContentRuleOutcome {
  const { question, competency } = facts.input;
  const stems = questionStems(question ?? '');
  const vocabulary = new Set((competency ? competencyWords(competency) : []).map(stemOf));
  if (stems.size === 0 && vocabulary.size === 0) return { score: null, findings: [] };
  const words = facts.sentences.flatMap((s) => s.words);
  const answerStems = new Set(words.map((w) => stemOf(tokenOf(w.word))));
  // A key word counts as used when the answer says it or a word that stands for it ('finance' for 'departments').
  const matched = [...stems].filter((s) => [...stemsAnswering(s)].some((a) => answerStems.has(a)));
  const answering = new Set([...stems].flatMap((s) => [...stemsAnswering(s)]));
  const hits = words.filter((w) => vocabulary.has(stemOf(tokenOf(w.word))));
  const questionPart = stems.size > 0 ? Math.min(1, matched.length / stems.size / QUESTION_COVERAGE_FULL) : null;
  const competencyPart = vocabulary.size > 0 ? Math.min(1, hits.length / COMPETENCY_HITS_FULL) : null;
  const fraction =
    questionPart !== null && competencyPart !== null
      ? QUESTION_WEIGHT * questionPart + (1 - QUESTION_WEIGHT) * competencyPart
      : (questionPart ?? competencyPart ?? 0);
  const score = Math.round(100 * fraction);
  const topic = competency ? competencyLabel(competency).toLowerCase() : null;
  const quotable = (set: ReadonlySet<string>) => [...new Set(words.filter((w) => isQuotableWord(w) && set.has(stemOf(tokenOf(w.word)))).map((w) => tokenOf(w.word)))];
  const own = quotable(stems);
  const related = quotable(answering).filter((t) => !own.includes(t));
  const shared = [...own.map((t) => `"${t}"`), ...related.map((t, i) => (i === 0 ? `related: "${t}"` : `"${t}"`))].slice(0, 3);
  const evidence = [
    stems.size > 0 ? `${matched.length} of the question's ${stems.size} key words${shared.length > 0 ? ` (${shared.join(', ').replace(', related:', '; related:')})` : ''}` : null,
    topic ? `${hits.length} ${hits.length === 1 ? 'word' : 'words'} about ${topic}` : null,
  ]
    .filter((e): e is string => e !== null)
    .join(' and ');
  const first = facts.sentences[0];
  if (matched.length === 0 && hits.length <= OFF_TOPIC_MAX_HITS) {
    return {
      score,
      findings: [
        contentFinding('relevance', 'improvement', {
          headline: 'off the question',
          text: `The answer may not address the question: ${evidence}. Name the situation the question asks for in your first sentence${question ? ` ("${question}")` : ''}.`,
          quote: first ? quoteWords(first.words) : null,
          at: first?.start ?? facts.start,
          count: matched.length + hits.length,
        }),
      ],
    };
  }
  if (score >= ON_POINT_FROM) {
    const example = facts.sentences.find((s) => s.words.some((w) => answering.has(stemOf(tokenOf(w.word))) || vocabulary.has(stemOf(tokenOf(w.word))))) ?? first;
    return {
      score,
      findings: [
        contentFinding('relevance', 'strength', {
          headline: 'on the question',
          text: `The answer stays on the question: ${evidence}.`,
          quote: example ? quoteWords(example.words) : null,
          at: example?.start ?? facts.start,
          count: matched.length + hits.length,
        }),
      ],
    };
  }
  return { score, findings: [] };
}
