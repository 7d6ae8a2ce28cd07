import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { positionName, type QuestionName } from '@rehearse/contract/mock-question-places';

const questionList = (numbers: readonly number[], name: QuestionName): string => {
  const names = numbers.map(name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * Which answers a mock interview's video and audio figures are the mean of, in a sentence under each card: the
 * analysed recorded answers the overall counts (left-out ones are named, never averaged in). Null for a single
 * recording or an interview without an analysed recorded answer.
 */
export function mockFiguresBasis(questions: readonly MockQuestionResult[] | null, makeup: Pick<OverallMakeup, 'complete' | 'left_out'>): string | null {
  if (!questions) return null;
  const analysed = questions.filter((q) => !q.skipped && !q.typed && q.score !== null).length;
  if (analysed === 0) return null;
  const leftOut = makeup.complete ? (makeup.left_out ?? []).map((a) => a.question) : [];
  const counted = analysed - leftOut.length;
  const answers = `${counted} ${counted === 1 ? 'answer' : 'answers'}`;
  if (leftOut.length === 0) return `Figures over the ${answers} analysed.`;
  return `Figures over the ${answers} in the overall; ${questionList(leftOut, positionName(questions))} ${leftOut.length === 1 ? 'is' : 'are'} left out.`;
}

/**
 * The summed target time of the answers a mock interview's figures are over (the analysed recorded answers the overall
 * counts), so the Duration tile judges their length as each answer's Length part does. Null for a single recording, or
 * when an answer's target is not in the report.
 */
export function mockFiguresTarget(questions: readonly MockQuestionResult[] | null, makeup: Pick<OverallMakeup, 'complete' | 'left_out'>): number | null {
  if (!questions) return null;
  const leftOut = new Set(makeup.complete ? (makeup.left_out ?? []).map((a) => a.question) : []);
  const counted = questions.filter((q, i) => !q.skipped && !q.typed && q.score !== null && !leftOut.has(i + 1));
  if (counted.length === 0 || counted.some((q) => q.target_time === undefined)) return null;
  return counted.reduce((sum, q) => sum + (q.target_time ?? 0), 0);
}
