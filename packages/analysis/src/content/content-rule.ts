import type { ContentFinding, ContentPart } from '@rehearse/contract/answer-content';
import type { AnswerFacts } from './answer-facts.ts';

/** What one content rule gives: its part score (0–100, null when it cannot be measured) and its findings. */
export interface ContentRuleOutcome {
  score: number | null;
  findings: ContentFinding[];
}

export type ContentRule = (facts: AnswerFacts) => ContentRuleOutcome;

/** A finding with the evidence fields it does not use left null. */
export function contentFinding(
  part: ContentPart,
  kind: ContentFinding['kind'],
  fields: Pick<ContentFinding, 'headline' | 'text'> & Partial<Pick<ContentFinding, 'quote' | 'at' | 'count' | 'seconds'>>,
): ContentFinding {
  const at = fields.at === undefined || fields.at === null ? null : Math.round(Math.max(0, fields.at) * 100) / 100;
  return { part, kind, quote: null, count: null, seconds: null, ...fields, at };
}

/** A linear band: 100 at `full` or better, 0 at `zero` or worse (either may be the larger). */
export function bandScore(value: number, full: number, zero: number): number {
  const fraction = (value - zero) / (full - zero);
  return Math.round(100 * Math.max(0, Math.min(1, fraction)));
}
