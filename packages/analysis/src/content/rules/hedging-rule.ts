import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { formatDecimal } from '../../feedback/format-number.ts';
import { formatTime } from '../../feedback/format-time.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import { answerSeconds } from '../answer-length-text.ts';
import { tokenOf } from '../answer-tokens.ts';
import { citedWords } from '../cited-words.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { HEDGE_PHRASES, NOUN_USE_BEFORE, THINK_ALLOWANCE } from '../hedge-phrases.ts';
import { quoteWords } from '../quote-words.ts';

/** Up to this many hedges per minute sound measured; full marks. */
export const HEDGES_FINE_PER_MINUTE = 2;
/** Over this many per minute (and at least MIN_HEDGES) the answer sounds unsure: an improvement. */
export const HEDGES_MANY_PER_MINUTE = 4;
export const MIN_HEDGES = 3;
/** At this rate the part scores 0. */
export const HEDGES_ZERO_PER_MINUTE = 10;
/** Words quoted either side of a hedge. */
const CONTEXT_WORDS = 4;

export interface Hedge {
  phrase: string;
  start: number;
  /** The hedge's own words. */
  words: TranscriptWord[];
  /** The hedge with a few words around it, from its sentence. */
  context: TranscriptWord[];
}

/** Every hedge in the answer, in order; "I think" only past its first THINK_ALLOWANCE uses. */
export function findHedges(facts: AnswerFacts): Hedge[] {
  const hedges: Hedge[] = [];
  let thinks = 0;
  for (const sentence of facts.sentences) {
    const tokens = sentence.words.map((w) => tokenOf(w.word));
    for (let i = 0; i < tokens.length; i += 1) {
      const phrase = HEDGE_PHRASES.find((p) => p.every((t, k) => tokens[i + k] === t));
      if (!phrase) continue;
      if ((phrase[0] === 'kind' || phrase[0] === 'sort') && NOUN_USE_BEFORE.has(tokens[i - 1] ?? '')) continue;
      if (phrase.join(' ') === 'i think' && (thinks += 1) <= THINK_ALLOWANCE) continue;
      hedges.push({
        phrase: phrase.join(' '),
        start: sentence.words[i]!.start,
        words: sentence.words.slice(i, i + phrase.length),
        context: sentence.words.slice(Math.max(0, i - CONTEXT_WORDS), i + phrase.length + CONTEXT_WORDS),
      });
      i += phrase.length - 1;
    }
  }
  return hedges;
}

/** Hedges and weak words per minute, counted per phrase and quoted (docs/SCORING.md §Content). */
export function hedgingRule(facts: AnswerFacts): ContentRuleOutcome {
  const hedges = findHedges(facts);
  const seconds = answerSeconds(facts);
  const perMinute = hedges.length / (seconds / 60);
  const score = bandScore(perMinute, HEDGES_FINE_PER_MINUTE, HEDGES_ZERO_PER_MINUTE);
  const span = formatTime(seconds);
  if (hedges.length >= MIN_HEDGES && perMinute > HEDGES_MANY_PER_MINUTE) {
    const counts = new Map<string, number>();
    for (const h of hedges) counts.set(h.phrase, (counts.get(h.phrase) ?? 0) + 1);
    // A phrase is cited only if it was heard with confidence at least once.
    const heard = new Set(hedges.filter((h) => citedWords(h.words) !== null).map((h) => h.phrase));
    const breakdown = [...counts.entries()]
      .filter(([phrase]) => heard.has(phrase))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([phrase, n]) => `${n} × "${phrase}"`)
      .join(', ');
    const quoted = hedges.find((h) => quoteWords(h.context) !== null) ?? hedges[0]!;
    return {
      score,
      findings: [
        contentFinding('hedging', 'improvement', {
          headline: `${hedges.length} hedges (${formatDecimal(perMinute)}/min)`,
          text: `${hedges.length} hedges and weak words in ${span} (${formatDecimal(perMinute)} per minute; up to ${HEDGES_FINE_PER_MINUTE} sounds sure of itself)${breakdown === '' ? '' : `: ${breakdown}`}. Say what you did and what happened without softening it.`,
          quote: quoteWords(quoted.context),
          at: quoted.start,
          count: hedges.length,
        }),
      ],
    };
  }
  if (perMinute <= HEDGES_FINE_PER_MINUTE / 2) {
    return {
      score,
      findings: [
        contentFinding('hedging', 'strength', {
          headline: hedges.length === 0 ? 'no hedging' : `${hedges.length} hedge${hedges.length === 1 ? '' : 's'}`,
          text: `${hedges.length === 0 ? 'No hedges' : `Only ${hedges.length} hedge${hedges.length === 1 ? '' : 's'}`} ("maybe", "sort of", "I guess"…) in ${span}: the answer sounds sure of itself.`,
          // About the whole answer: no moment, unless there is a hedge to hear.
          at: hedges[0]?.start ?? null,
          count: hedges.length,
        }),
      ],
    };
  }
  return { score, findings: [] };
}
