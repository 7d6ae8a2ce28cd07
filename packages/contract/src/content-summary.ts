import { z } from 'zod';
import type { AnalysisResult } from './analysis-result.ts';
import type { MockQuestionResult } from './mock-result.ts';
import { CONTENT_PARTS, type AnswerContent, type ContentPart } from './answer-content.ts';
import { withUnjudgedRelevance } from './relevance-judgement.ts';

const partScore = z.number().min(0).max(100).nullable();

/**
 * What an analysis's answers said, in two figures and their parts: the content score and the part scores, as the
 * summary (`combined_result.content`) keeps them for compare. Null parts were not measured.
 */
export const contentSummarySchema = z.object({
  score: partScore,
  parts: z.object(Object.fromEntries(CONTENT_PARTS.map((p) => [p, partScore])) as Record<ContentPart, typeof partScore>),
  /** How many answers were judged: 1 for an upload, the judged answers of a mock interview. */
  answers: z.number().int().nonnegative(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;

/**
 * The content summary of a result: its own judged content (an upload, judged as one answer), else the plain mean of
 * its judged mock answers, part by part over the answers where the part was measured — the mean the mock report's
 * summary states. Typed answers are left out: the summary is the content part beside the recordings' video and audio,
 * and a typed answer counts in no overall. Null when nothing was judged (no transcript, not enough clear speech,
 * results stored before).
 */
export function contentSummaryOf(result: Pick<AnalysisResult, 'content'> & { questions?: ReadonlyArray<Pick<MockQuestionResult, 'content' | 'typed'>> | null }): ContentSummary | null {
  // A relevance the engine did not really judge (results stored before it said so) is no figure to average.
  const judged: AnswerContent[] = (
    result.content
      ? [result.content].filter((c) => c.status === 'judged')
      : (result.questions ?? []).flatMap((q) => (q.content?.status === 'judged' && !q.typed ? [q.content] : []))
  ).map(withUnjudgedRelevance);
  if (judged.length === 0) return null;
  const measured = (read: (c: AnswerContent) => number | null) => judged.flatMap((c) => { const v = read(c); return v === null ? [] : [v]; });
  return {
    score: mean(measured((c) => c.score)),
    parts: Object.fromEntries(CONTENT_PARTS.map((p) => [p, mean(measured((c) => c.parts[p]))])) as ContentSummary['parts'],
    answers: judged.length,
  };
}
