import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { scoreBreakdown } from '../../lib/analysis-result/score-breakdown.ts';

export interface SharedScoreTile {
  label: string;
  score: number | null;
  /** The overall's 'Delivery only'… when it lacks a part (decision 050); null otherwise. */
  incompleteLabel: string | null;
}

const SHORT_LABELS: Record<string, string> = { 'Video Performance': 'Video', 'Audio Performance': 'Audio' };

/**
 * The score tiles a viewer of a shared analysis sees: the overall and every part it is made of — the same parts as the
 * owner's headline (score-breakdown.ts), so Answer Content is there when it counted. Without it an overall of 66.5 %
 * stood beside video 81.2 % and audio 87.5 % as if it were lower than both of its parts.
 */
export function sharedScoreTiles(results: AnalysisResult): SharedScoreTile[] {
  const answered = results.questions ? results.questions.filter((q) => !q.skipped && q.score !== null).length : null;
  const breakdown = scoreBreakdown(results, answered, overallMakeupOf(results));
  return [
    { label: 'Overall', score: breakdown.overall, incompleteLabel: breakdown.incomplete?.label ?? null },
    ...breakdown.parts.map((p) => ({ label: SHORT_LABELS[p.label] ?? p.label, score: p.score, incompleteLabel: null })),
  ];
}
