import type { AnswerFacts, StarredSentence } from '../answer-facts.ts';
import type { ClauseReading } from '../clause-reading.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { citedTokens, distinctCitations } from '../cited-words.ts';
import { quoteWords } from '../quote-words.ts';
import { isDoing, withParticle } from '../star-reading.ts';

/** "We" the subject of at least this share of the first-person actions (and of MIN_WE of them) → say what you did; a joint story ("we agreed", "we talked") stays under it. */
export const WE_HEAVY_SHARE = 0.75;
export const MIN_WE = 3;
/** An "I" share from this up gets full marks; the score never drops under OWNERSHIP_FLOOR, since "we" is not wrong in itself. */
export const I_FULL_SHARE = 0.5;
export const OWNERSHIP_FLOOR = 40;

interface OwnedAction {
  sentence: StarredSentence;
  clause: ClauseReading;
}

/** Every action verb with "I" or "we" as its subject: 'I set up', 'we rolled out'; never 'I guess', 'I think', 'I was'. */
export function ownedActions(facts: AnswerFacts): { mine: OwnedAction[]; ours: OwnedAction[] } {
  const mine: OwnedAction[] = [];
  const ours: OwnedAction[] = [];
  for (const sentence of facts.sentences) {
    for (const [at, clause] of sentence.clauses.entries()) {
      // 'we finished a week early' tells how it ended, not who did the work; 'we were planning' paints the scene.
      if (!isDoing(clause, sentence.tokens) || at === sentence.doing.outcomeClause || clause.progressive) continue;
      if (clause.subject === 'speaker') mine.push({ sentence, clause });
      else if (clause.subject === 'group') ours.push({ sentence, clause });
    }
  }
  return { mine, ours };
}

/** The action's words, verb and particle ('"we rolled out"'), or null when not all were heard with confidence. */
function verbPhrase(a: OwnedAction): string | null {
  return citedTokens(a.sentence, a.clause.first, withParticle(a.sentence.tokens, a.clause.last));
}

/** Up to three different actions' words in brackets (' ("we talked", "we met")'), or nothing when none was heard with confidence. */
function examplesOf(actions: readonly OwnedAction[]): string {
  const cited = distinctCitations(actions.map(verbPhrase).filter((p): p is string => p !== null)).slice(0, 3);
  return cited.length === 0 ? '' : ` (${cited.join(', ')})`;
}

/**
 * Whose actions the story tells (docs/SCORING.md §Content, Naim et al. 2015): each action verb's subject, "I" or
 * "we". Thinking and hedging ("I guess", "I think", "I mean") and states ("I was") are no action, so they never count
 * as the speaker owning one. Unmeasured without a first-person action.
 */
export function ownershipRule(facts: AnswerFacts): ContentRuleOutcome {
  const { mine, ours } = ownedActions(facts);
  const i = mine.length;
  const we = ours.length;
  if (i + we === 0) return { score: null, findings: [] };
  const iShare = i / (i + we);
  const score = Math.round(OWNERSHIP_FLOOR + (100 - OWNERSHIP_FLOOR) * Math.min(1, iShare / I_FULL_SHARE));
  if (we >= MIN_WE && 1 - iShare >= WE_HEAVY_SHARE) {
    const example = ours.find((a) => quoteWords(a.sentence.words) !== null) ?? ours[0]!;
    return {
      score,
      findings: [
        contentFinding('ownership', 'improvement', {
          headline: `"we" did ${we}, "I" did ${i}`,
          text: `Of the actions in the story, ${we} were told as "we"${examplesOf(ours)} and ${i} as "I". The team matters, but the interviewer is judging you: say what you did yourself ("I wrote…", "I asked…").`,
          quote: quoteWords(example.sentence.words),
          at: example.sentence.start,
          count: we,
        }),
      ],
    };
  }
  if (i >= 2 && iShare >= I_FULL_SHARE) {
    const example = mine.find((a) => quoteWords(a.sentence.words) !== null) ?? mine[0]!;
    return {
      score,
      findings: [
        contentFinding('ownership', 'strength', {
          headline: `"I" did ${i} of ${i + we}`,
          text: `You said what you did yourself: ${i} of the ${i + we} actions in the story were "I"${examplesOf(mine)}.`,
          quote: quoteWords(example.sentence.words),
          at: example.sentence.start,
          count: i,
        }),
      ],
    };
  }
  return { score, findings: [] };
}
