import { CONTENT_PARTS, type AnswerContent, type ContentPart } from '@rehearse/contract/answer-content';
import { withUnjudgedRelevance } from '@rehearse/contract/relevance-judgement';
import { answerFacts } from './answer-facts.ts';
import type { AnswerInput } from './answer-input.ts';
import { notEnoughSpeechNote } from './clear-speech.ts';
import type { ContentRule } from './content-rule.ts';
import { contentScore } from './content-score.ts';
import { hedgingRule } from './rules/hedging-rule.ts';
import { lengthRule, slowStartShare } from './rules/length-rule.ts';
import { ownershipRule } from './rules/ownership-rule.ts';
import { relevanceRule } from './rules/relevance-rule.ts';
import { repetitionRule } from './rules/repetition-rule.ts';
import { specificsRule } from './rules/specifics-rule.ts';
import { structureOf, structureRule } from './rules/structure-rule.ts';
import { vocabularyRule } from './rules/vocabulary-rule.ts';

export type { AnswerInput } from './answer-input.ts';

/** The content rules, one per part. */
export const CONTENT_RULES: Record<ContentPart, ContentRule> = {
  structure: structureRule,
  specifics: specificsRule,
  ownership: ownershipRule,
  hedging: hedgingRule,
  repetition: repetitionRule,
  length: lengthRule,
  relevance: relevanceRule,
  vocabulary: vocabularyRule,
};

/** A well-told story that does not answer the question is not a good answer: the content score stops here when the relevance rule calls it off the question. */
export const OFF_TOPIC_SCORE_CAP = 50;

const UNMEASURED = Object.fromEntries(CONTENT_PARTS.map((p) => [p, null])) as AnswerContent['parts'];

/**
 * What one answer said, judged from its timed words (docs/SCORING.md §Content): the part scores, the content score
 * and findings citing quotes, counts and times; improvements first. With too little clear speech nothing is guessed:
 * no score, no findings, and a note saying how many clear words were heard and how many are needed.
 */
export function analyzeAnswerContent(input: AnswerInput): AnswerContent {
  const note = notEnoughSpeechNote(input.words, input.targetSeconds, input.recordedSeconds);
  if (note !== null) {
    return { status: 'not_enough_speech', note, engine: input.engine, score: null, parts: UNMEASURED, findings: [], structure: null };
  }
  const facts = answerFacts(input);
  const outcomes = CONTENT_PARTS.map((part) => [part, CONTENT_RULES[part](facts)] as const);
  const findings = outcomes.flatMap(([, o]) => o.findings);
  // A relevance of 100 that only means 'nothing showed it off the question' is no judgement: no figure, not scored.
  const { parts, not_judged } = withUnjudgedRelevance({
    parts: Object.fromEntries(outcomes.map(([part, o]) => [part, o.score])) as AnswerContent['parts'],
    findings,
    meaning: facts.meaning.engine,
  });
  const flagged = [...new Set(findings.filter((f) => f.kind === 'improvement').map((f) => f.part))];
  const offTopic = flagged.includes('relevance');
  const score = contentScore(parts, flagged, slowStartShare(findings, facts.duration));
  return {
    status: 'judged',
    note: null,
    engine: input.engine,
    meaning: facts.meaning.engine,
    score: score !== null && offTopic ? Math.min(score, OFF_TOPIC_SCORE_CAP) : score,
    parts,
    findings: [...findings.filter((f) => f.kind === 'improvement'), ...findings.filter((f) => f.kind === 'strength')],
    structure: structureOf(facts),
    ...(not_judged ? { not_judged } : {}),
  };
}
