import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { formatScore, NOT_MEASURED } from '@rehearse/contract/number-format';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { INCOMPLETE_OVERALL_KEPT_APART } from '@rehearse/contract/overall-makeup-texts';
import { mockQuestionsOf } from '../mock-questions-of.ts';
import { reportMoments, type ReportMoments } from './report-moments.ts';
import { toResultView } from './result-view.ts';
import { reportAnswers } from './report-answers.ts';
import { scoreBreakdown, type ScoreBreakdown } from './score-breakdown.ts';

/** The overall score's headline as a downloaded report prints it: the page's tiles and sentences, in its order. */
export interface ReportHeadline {
  tiles: Array<[string, string]>;
  /** What the overall is made of, why it lacks a part and what to do, the part to fix first, answers left out. */
  notes: string[];
}

const TILE_NAMES: Record<string, string> = { 'Video Performance': 'Video', 'Audio Performance': 'Audio', 'Answer Content': 'Answer content' };

/**
 * The breakdown the report page's headline shows for a result (a mock interview's answered questions counted as the
 * page counts them), so the page, its PDF and its print never tell the overall apart.
 */
export function resultScoreBreakdown(result: AnalysisResult): ScoreBreakdown {
  const questions = mockQuestionsOf(result);
  return scoreBreakdown(result, questions ? questions.filter((q) => !q.skipped && q.score !== null).length : null, overallMakeupOf(result));
}

/** The headline's tiles and sentences, as `OverallScoreHeadline` shows them. */
export function reportHeadline(breakdown: ScoreBreakdown): ReportHeadline {
  const { overall, parts, basis, incomplete = null, fixFirst = null, leftOut = null } = breakdown;
  const overallText = overall === null ? NOT_MEASURED : `${formatScore(overall)}${incomplete ? ` (${incomplete.label})` : ''}`;
  const tiles: Array<[string, string]> = [['Overall', overallText], ...parts.map((p): [string, string] => [TILE_NAMES[p.label] ?? p.label, p.text])];
  const notes = [
    basis,
    ...(incomplete ? [`${incomplete.label} — ${incomplete.reason}. ${INCOMPLETE_OVERALL_KEPT_APART}`, ...(incomplete.fix ? [`What to do: ${incomplete.fix}`] : [])] : []),
    ...(!incomplete && fixFirst ? [fixFirst] : []),
    ...(leftOut ? [leftOut] : []),
  ];
  return { tiles, notes };
}

/** Everything the PDF and the print add to a result's JSON report: its page's headline, transcript start and timeline. */
export function resultReportMoments(result: AnalysisResult): ReportMoments {
  const questions = mockQuestionsOf(result);
  return { ...reportMoments(toResultView(result)), headline: reportHeadline(resultScoreBreakdown(result)), ...(questions ? { answers: reportAnswers(questions) } : {}) };
}
