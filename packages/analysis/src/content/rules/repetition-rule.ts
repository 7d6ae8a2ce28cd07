import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { formatTime } from '../../feedback/format-time.ts';
import type { AnswerFacts } from '../answer-facts.ts';
import { stemOf, tokenOf } from '../answer-tokens.ts';
import { contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { HEDGE_PHRASES } from '../hedge-phrases.ts';
import { quoteWords } from '../quote-words.ts';
import { STOP_WORDS } from '../stop-words.ts';

/** A phrase said this often in one answer is a verbal habit. */
export const REPEATED_AT_LEAST = 3;
/** Phrases are this many words long ("at the end of the day"). */
export const PHRASE_WORDS = [2, 3, 4, 5, 6] as const;
/** Points off per use beyond the second, per phrase. */
export const POINTS_PER_REPEAT = 15;

export interface RepeatedPhrase {
  phrase: string;
  occurrences: TranscriptWord[][];
}

const hedges = new Set(HEDGE_PHRASES.map((p) => p.join(' ')));

/**
 * Phrases of 2–6 words said REPEATED_AT_LEAST times. A phrase counts only when it carries a word that is not a
 * function word and that the answer does not use elsewhere — 'the customer' three times in an answer about a customer
 * is the topic, 'let's say' twelve times is a habit — and is not a hedge (the hedging rule counts those). The longest
 * of overlapping phrases with the same count is kept.
 */
export function findRepeatedPhrases(facts: AnswerFacts): RepeatedPhrase[] {
  const words = facts.sentences.flatMap((s) => s.words);
  const tokens = words.map((w) => tokenOf(w.word));
  const uses = new Map<string, number>();
  for (const t of tokens) uses.set(t, (uses.get(t) ?? 0) + 1);
  const questionStems = new Set((facts.input.question ?? '').split(/\s+/).map((w) => stemOf(tokenOf(w))));
  const found: RepeatedPhrase[] = [];
  for (const n of PHRASE_WORDS) {
    const seen = new Map<string, number[]>();
    for (let i = 0; i + n <= tokens.length; i += 1) {
      const gram = tokens.slice(i, i + n);
      if (gram.some((t) => t.length === 0)) continue;
      const key = gram.join(' ');
      const starts = seen.get(key) ?? [];
      // Overlapping uses ('very very very') count once.
      if (starts.length === 0 || i >= starts.at(-1)! + n) seen.set(key, [...starts, i]);
    }
    for (const [key, starts] of seen) {
      if (starts.length < REPEATED_AT_LEAST || hedges.has(key)) continue;
      const gram = key.split(' ');
      const habitual = gram.some((t) => !STOP_WORDS.has(t) && !questionStems.has(stemOf(t)) && (uses.get(t) ?? 0) <= starts.length);
      if (!habitual) continue;
      found.push({ phrase: key, occurrences: starts.map((i) => words.slice(i, i + n)) });
    }
  }
  return found.filter((p) => !found.some((q) => q !== p && q.phrase.length > p.phrase.length && q.occurrences.length === p.occurrences.length && ` ${q.phrase} `.includes(` ${p.phrase} `)));
}

/** Phrases repeated three times or more, with their count and first times (docs/SCORING.md §Content). */
export function repetitionRule(facts: AnswerFacts): ContentRuleOutcome {
  const phrases = findRepeatedPhrases(facts).sort((a, b) => b.occurrences.length - a.occurrences.length);
  const excess = phrases.reduce((n, p) => n + p.occurrences.length - (REPEATED_AT_LEAST - 1), 0);
  const score = Math.max(0, 100 - POINTS_PER_REPEAT * excess);
  return {
    score,
    findings: phrases.slice(0, 2).map((p) => {
      const first = p.occurrences[0]!;
      const times = p.occurrences.slice(0, 3).map((o) => formatTime(o[0]!.start));
      const quote = quoteWords(first);
      const said = quote ?? 'one phrase';
      return contentFinding('repetition', 'improvement', {
        headline: `${said} × ${p.occurrences.length}`,
        text: `You said ${said} ${p.occurrences.length} times (${times.join(', ')}${p.occurrences.length > 3 ? ', …' : ''}). Vary it, or leave it out.`,
        quote,
        at: first[0]!.start,
        count: p.occurrences.length,
      });
    }),
  };
}
