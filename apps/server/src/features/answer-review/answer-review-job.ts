import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import { answersReviewed, withModelAnswerReview, withModelInterviewReview, withoutModelReview } from '../../llm/answer-review.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';

export const ANSWER_REVIEW_JOB = 'answer-review';
/**
 * Runs allowed: while another process on this machine runs the local model, this one gives the job back (a failed
 * run) so that process takes it; the last run writes the built-in fallback rather than leave the answer waiting.
 */
export const ANSWER_REVIEW_MAX_ATTEMPTS = 6;

export interface AnswerReviewPayload {
  analysisId: string;
  /** The question a mock answer answers; null for an upload (an interview's questions are in its result). */
  question: string | null;
}

function isAnswerReviewPayload(payload: unknown): payload is AnswerReviewPayload {
  const p = payload as Partial<AnswerReviewPayload> | null;
  return typeof p?.analysisId === 'string' && (p.question === null || typeof p.question === 'string');
}

/** Queues the review of one completed analysis, once per analysis while one is unfinished. */
export function answerReviewQueue(queue: Pick<JobQueue, 'enqueue'>): AnswerReviewQueue {
  return {
    enqueue: async (analysisId, question) => {
      await queue.enqueue(ANSWER_REVIEW_JOB, { analysisId, question } satisfies AnswerReviewPayload, { singletonKey: analysisId, maxAttempts: ANSWER_REVIEW_MAX_ATTEMPTS });
    },
  };
}

export interface AnswerReviewJobDeps {
  sessions: Pick<AnalysisSessions, 'findById' | 'replaceResult'>;
  models: Pick<LanguageModels, 'for' | 'engine' | 'awaited'>;
  logger: Logger;
  /** How often a job waiting for the local model's download looks again. */
  pollMs?: number;
  /** After a review is written: whoever shows the analysis elsewhere (a mock interview's report) makes it again; idempotent. */
  reviewed?: (analysisId: string) => Promise<void>;
}

/**
 * Writes the rubric and 'Your answer, rebuilt' of every judged answer of one completed analysis into its result, from
 * the language model the installation has (the local one by default, a hosted one when configured); the answer's
 * facts are kept, gaps are marked for the user to fill, and a rebuilt answer with a number the speaker never said is
 * dropped (answer-review.ts). While the local model is still downloading, the job waits for it; with no model (or a
 * review that does not check out) each judged answer says so (`ai_fallback`) and keeps its built-in findings. At least
 * once: an analysis already reviewed is left alone.
 */
export function createAnswerReviewJobHandler(deps: AnswerReviewJobDeps): JobHandler {
  const pollMs = deps.pollMs ?? 5_000;
  return async (job) => {
    if (!isAnswerReviewPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'answer review job without an analysis id; dropped');
      return;
    }
    const { analysisId, question } = job.payload;
    const log = deps.logger.child({ analysisId, jobId: job.id, attempt: job.attempt });
    const result = await completedResult(deps.sessions, analysisId);
    if (!result) return;
    // Delivered again after a run that wrote the review but failed to tell: it tells now (telling twice is harmless).
    if (answersReviewed(result)) return void (await deps.reviewed?.(analysisId));
    // Queued durably: a review asked for while the local model downloads waits for it rather than fall back.
    while (deps.models.awaited() === 'download') await sleep(pollMs, undefined, { signal: job.signal });
    if (deps.models.awaited() === 'another-process' && job.attempt < ANSWER_REVIEW_MAX_ATTEMPTS) {
      throw new Error('Another process on this machine runs the local model; it reviews this answer');
    }
    const model = deps.models.for('answer-review');
    const engine = deps.models.engine();
    let reviewed: AnalysisResult;
    if (model === null || engine.kind === 'built-in') {
      reviewed = withoutModelReview(result);
      log.info('no language model available: the answer keeps its built-in findings, and says so');
    } else {
      reviewed = await withModelInterviewReview(model, await withModelAnswerReview(model, result, log, question), log);
      log.info({ model: engine.name, engine: engine.kind }, 'answers reviewed');
    }
    if (job.signal.aborted) return;
    // Re-read: a rerun or a deletion meanwhile wins over this review.
    if ((await completedResult(deps.sessions, analysisId)) === null) return;
    await deps.sessions.replaceResult(analysisId, JSON.stringify(reviewed));
    await deps.reviewed?.(analysisId);
  };
}

async function completedResult(sessions: Pick<AnalysisSessions, 'findById'>, analysisId: string): Promise<AnalysisResult | null> {
  const row = await sessions.findById(analysisId);
  if (!row || row.status !== 'completed' || !row.result) return null;
  try {
    return JSON.parse(row.result) as AnalysisResult;
  } catch {
    return null;
  }
}
