import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { fixFirstSentence } from '@rehearse/contract/overall-makeup-texts';
import { analysisWithWhen } from './analysis-when.ts';
import type { CoachAnalysis } from './performance-profile.ts';

/**
 * The report's own Fix first for an analysis (its overall makeup's fix_first, in the report's words), so the coach and
 * the report never name different parts; null when nothing holds the overall back.
 */
export function fixFirstLine(analysis: CoachAnalysis): string | null {
  const makeup = overallMakeupOf(analysis.result);
  return fixFirstSentence(makeup.fix_first, makeup);
}

/** The answer to 'what should I fix first?': the latest analysis's Fix first, exactly as its report says it. */
export function fixFirstAnswer(latest: CoachAnalysis): string {
  const line = fixFirstLine(latest);
  const which = analysisWithWhen(latest);
  if (!line) return `Nothing holds the overall of ${which} back: every part it measured scored 100%. Keep practising the same way.`;
  return `From the report of ${which}:\n\n**${line}**`;
}
