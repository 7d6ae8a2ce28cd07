import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { FeedbackInput } from './feedback-input.ts';
import type { Finding } from './finding.ts';
import { engagementRule } from './rules/engagement-rule.ts';
import { eyeContactRule } from './rules/eye-contact-rule.ts';
import { facePresenceRule } from './rules/face-presence-rule.ts';
import { fillersRule } from './rules/fillers-rule.ts';
import { longPausesRule } from './rules/long-pauses-rule.ts';
import { multipleFacesRule } from './rules/multiple-faces-rule.ts';
import { paceRule } from './rules/pace-rule.ts';
import { postureRule } from './rules/posture-rule.ts';
import { qualityRule } from './rules/quality-rule.ts';
import { toneRule } from './rules/tone-rule.ts';
import { volumeRule } from './rules/volume-rule.ts';
import { summarize } from './summarize.ts';

export type { FeedbackInput } from './feedback-input.ts';

/** Items per list. */
export const MAX_ITEMS = 5;

/** The rules in a fixed order; equal weights keep this order, so the feedback is deterministic. */
export const FEEDBACK_RULES: readonly ((input: FeedbackInput) => Finding[])[] = [
  qualityRule,
  eyeContactRule,
  fillersRule,
  paceRule,
  longPausesRule,
  facePresenceRule,
  multipleFacesRule,
  engagementRule,
  postureRule,
  toneRule,
  volumeRule,
];

/**
 * The built-in, evidence-based feedback: every rule compares a measurement with its band and cites the number, time
 * stamp or quote behind it (docs/SCORING.md 'Feedback rules'). Lists hold at most five items, the largest deviation first.
 */
export function buildFeedback(input: FeedbackInput): Pick<AnalysisResult, 'llm_feedback' | 'insights'> {
  const findings = FEEDBACK_RULES.flatMap((rule) => rule(input));
  const byWeight = (a: Finding, b: Finding): number => b.weight - a.weight;
  const strengths = findings.filter((f) => f.kind === 'strength').sort(byWeight);
  const problems = findings.filter((f) => f.kind === 'improvement' || f.kind === 'unmeasured').sort(byWeight);
  // What kind of recording this is (audio only) is said once, in the summary: not a fault, so no fix is listed.
  const notes = findings.filter((f) => f.kind === 'note').map((f) => f.text);
  const shown = problems.slice(0, MAX_ITEMS);
  return {
    llm_feedback: {
      strengths: strengths.slice(0, MAX_ITEMS).map((f) => f.text),
      improvements: shown.map((f) => f.text),
      strategies: shown.flatMap((f) => (f.strategy ? [f.strategy] : [])).slice(0, MAX_ITEMS),
    },
    insights: {
      summary: [summarize(input, strengths, problems), ...notes].join(' '),
      recommendations: [...problems, ...strengths].slice(0, MAX_ITEMS).map((f) => f.recommendation),
    },
  };
}
