import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { analysisWithWhen } from './analysis-when.ts';
import { formatScore } from './coach-format.ts';
import { judgedAnswerName, judgedAnswers } from './judged-answers.ts';
import { guidanceSection, mayQuote, type GuidanceFilter } from './guidance-section.ts';
import type { GuidanceSearch } from './guidance-search.ts';
import { exampleKindOf, ownExample } from './own-example.ts';
import type { CoachAnalysis } from './performance-profile.ts';

/** How close to the best passage's relevance another passage must come to be given too. */
const RELEVANT_SHARE = 0.6;

/**
 * The latest judged ownership score ('I' over 'we'), as the report shows it: the analysis's content summary, else
 * (typed answers are in no summary) its latest typed answer that measured it.
 */
function ownershipFigure(analyses: readonly CoachAnalysis[]): string | null {
  for (const a of [...analyses].reverse()) {
    const score = contentSummaryOf(a.result)?.parts.ownership ?? null;
    if (score !== null) return `- **Ownership** ("I" over "we"): ${formatScore(score)} in ${analysisWithWhen(a)}`;
    const typed = judgedAnswers([a]).findLast((x) => x.content.parts.ownership !== null);
    if (typed) return `- **Ownership** ("I" over "we"): ${formatScore(typed.content.parts.ownership)} in ${judgedAnswerName(typed)}`;
  }
  return null;
}

/**
 * A how-to: the knowledge base's best passages for the question, then the same advice applied to the user's own words
 * (their sentence rebuilt, gaps marked for them to fill). Earlier answers' passages are not repeated unless nothing
 * else fits: the question is then asked again, and the best passage is still the answer.
 */
export function howToAnswer(
  question: string,
  analyses: readonly CoachAnalysis[],
  search: GuidanceSearch,
  filter: GuidanceFilter,
  /** The user's own figure on the passage's topic ('- **Filler words**: 3 …'), if the caller has one. */
  measuredOn: (topic: string) => string | null = () => null,
): string {
  const found = search.search(question, 8);
  // A second passage only when it is nearly as relevant as the first: an off-topic tip makes the advice worse.
  const relevant = found.filter((h) => h.score >= RELEVANT_SHARE * (found[0]?.score ?? 0)).map((h) => h.passage);
  const hits = found.map((h) => h.passage);
  const fresh = relevant.filter((p) => mayQuote(p, filter));
  const passages = fresh.length > 0 ? fresh.slice(0, 2) : hits.slice(0, 1);
  if (passages.length === 0) return "I don't have a how-to for that yet. Try asking about structure (STAR), fillers, pace, eye contact or confidence.";
  const kind = exampleKindOf(question, passages.map((p) => p.topic), passages.flatMap((p) => p.tags));
  const example = ownExample(kind, analyses);
  const [first, ...rest] = passages;
  const own = example
    ? `\n\n### Your own example\n${example}`
    : analyses.length === 0
      ? '\n\nOnce you have an analysed answer, I can rebuild one of your own sentences this way.'
      : "\n\nNone of your analysed answers has a transcript sentence that fits this yet, so I can't rebuild one of your own.";
  const measured = kind === 'ownership' ? ownershipFigure(analyses) : measuredOn(hits[0]!.topic);
  const figure = measured ? `\n\n### Where you stand\n${measured}` : '';
  return `**${first!.title}.** ${first!.text}${own}${figure}${guidanceSection(rest).replace('### Guidance', '### Also')}`;
}
