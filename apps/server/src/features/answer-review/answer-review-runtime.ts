import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { ANSWER_REVIEW_JOB, createAnswerReviewJobHandler } from './answer-review-job.ts';

export interface AnswerReviewRuntime {
  /**
   * Works the review jobs in this process, one at a time: they never take an analysis worker's place, and on the
   * local model they come after the interviewer and the coach (model-priority-gate.ts).
   */
  startWorker(): Promise<void>;
}

export function createAnswerReviewRuntime(deps: {
  queue: Pick<JobQueue, 'work'>;
  sessions: Pick<AnalysisSessions, 'findById' | 'replaceResult'>;
  models: Pick<LanguageModels, 'for' | 'engine' | 'awaited'>;
  logger: Logger;
  reviewed?: (analysisId: string) => Promise<void>;
}): AnswerReviewRuntime {
  return {
    startWorker: () => deps.queue.work(ANSWER_REVIEW_JOB, createAnswerReviewJobHandler({ sessions: deps.sessions, models: deps.models, logger: deps.logger, ...(deps.reviewed ? { reviewed: deps.reviewed } : {}) }), { concurrency: 1 }),
  };
}
