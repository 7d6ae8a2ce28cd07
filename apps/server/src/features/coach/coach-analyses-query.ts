import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { STAR_PARTS, type CoachAnalysis, type StarCheck, type StarPart } from '@rehearse/coach/performance-profile';
import { z } from 'zod';
import type { CompletedAnalysisRow } from '../../shared/analysis-read-model.ts';

/**
 * The user's completed analyses as the coach reads them, oldest first, from the analysis feature's read model
 * (newest first there); results that do not parse are left out.
 */
export function coachAnalysesOf(rows: readonly CompletedAnalysisRow[]): CoachAnalysis[] {
  return rows
    .flatMap((row): CoachAnalysis[] => {
      const json = parseJson(row.result);
      const result = analysisResultSchema.safeParse(json);
      if (!result.success) return [];
      const starChecks = [...starChecksOf(json), ...uploadStarChecks(result.data, row.display_name)];
      return [{ sessionId: row.session_id, name: row.name, category: row.category, date: row.start_time, result: result.data, starChecks }];
    })
    .reverse();
}

function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

// Mock-interview results may carry `questions[].star`; each part is a boolean, a `{present}` object or a 0–1 score.
const starPartSchema = z.union([z.boolean(), z.number(), z.object({ present: z.boolean() }).loose()]);
const starQuestionsSchema = z.object({
  questions: z.array(
    z
      .object({
        text: z.string().optional(),
        question: z.string().optional(),
        key: z.string().optional(),
        skipped: z.boolean().optional(),
        star_status: z.string().optional(),
        star: z.partialRecord(z.enum(STAR_PARTS), starPartSchema).optional(),
      })
      .loose(),
  ),
});

/**
 * STAR checks of the answers whose check ran; [] for results without (video uploads, older mocks).
 * Skipped answers and answers with too little clear speech carry an all-absent `star` that says
 * nothing about the user's structure, so they are not counted.
 */
export function starChecksOf(json: unknown): StarCheck[] {
  const parsed = starQuestionsSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.questions.flatMap((q): StarCheck[] => {
    if (!q.star || q.skipped === true || (q.star_status !== undefined && q.star_status !== 'checked')) return [];
    const star = q.star;
    const present = (part: StarPart): boolean => {
      const v = star[part];
      if (v === undefined) return false;
      if (typeof v === 'boolean') return v;
      if (typeof v === 'number') return v >= 0.5;
      return v.present;
    };
    return [{ question: q.text ?? q.question ?? q.key ?? '', missing: STAR_PARTS.filter((p) => !present(p)) }];
  });
}

const structureOf = (content: AnswerContent | null | undefined) => (content?.status === 'judged' ? content.structure : null);

/**
 * STAR checks of an upload's judged answers: each question → answer pair of an interview recording, else the recording
 * as one answer; [] for mock interviews (their questions carry their own) and for answers whose content was not judged.
 */
export function uploadStarChecks(result: AnalysisResult, name: string): StarCheck[] {
  if (result.questions) return [];
  const pairs = (result.interview_questions ?? []).flatMap((q, i): StarCheck[] => {
    const structure = structureOf(q.content);
    return structure ? [{ question: q.question ?? `Question ${i + 1} of "${name}"`, missing: [...structure.missing] }] : [];
  });
  if (pairs.length > 0) return pairs;
  const whole = structureOf(result.content);
  return whole ? [{ question: name, missing: [...whole.missing] }] : [];
}
