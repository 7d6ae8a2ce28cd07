import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import type { RecordingAnalysisQueue, RecordingOwner } from '../../shared/recording-owner.ts';
import type { AnalysisCredits, AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { scheduleSweep, withCurrentRetention, type DaysSetting } from '../../shared/retention-schedule.ts';
import type { RandomSource } from './draw-questions.ts';
import { createAnswerJobForwarding } from './answer-job-forwarding.ts';
import { answerRecordings } from './answer-recordings.ts';
import { MOCK_ANSWER_JOB } from './mock-answer-job-name.ts';
import { createMockRepositories } from './mock-repositories.ts';
import { MockService } from './mock-service.ts';
import { sweepExpiredRecordings } from './recording-retention.ts';
import { sweepUnansweredRecordings } from './unanswered-recordings.ts';
import { createTypedReviewJobHandler, MOCK_TYPED_REVIEW_JOB, typedReviewQueue } from './typed-answer-review-job.ts';

export interface MockRuntime {
  service: MockService;
  /**
   * The owner of its recorded answers, for the analysis feature's one analysis job (the composition root registers it
   * for origin `mock_answer`): that job analyses each answer and tells it when the answer is analysed.
   */
  recordings: RecordingOwner;
  /** Whose mock sessions are whose and where their reports are, for features that name a session (turns, shares). */
  sessionDirectory: MockSessionDirectory;
  /**
   * Forwards answer jobs of the per-question kind still queued to the one analysis job, and works typed answers'
   * model reviews (one at a time), in this process.
   */
  startWorker(): Promise<void>;
  /**
   * A recorded answer's model review (rubric and rebuilt answer) landed in its analysis `analysisId`: a finished
   * interview's report is made again so its page and downloads show it.
   */
  answerReviewed(analysisId: string): Promise<void>;
  /**
   * Enqueues again answers a killed process left unanalysed, and assembles the report of every
   * finished interview that has none yet (a process killed right after Finish); answers how many.
   */
  recover(): Promise<number>;
  /** Deletes recordings past the retention period now; answers how many. */
  sweepRetention(now?: Date): Promise<number>;
  /** Deletes recordings no answer names, older than a day, now; answers how many. */
  sweepUnansweredRecordings(now?: Date): Promise<number>;
  /** Now and hourly: both sweeps and `recover` (beside the analysis feature's sweep); answers its stop function. */
  scheduleMaintenance(intervalMs?: number): () => void;
}

export interface MockSessionDirectory {
  /** Whether `sessionId` is a mock session of `userId`; a foreign or unknown id reads as absent. */
  ownsSession(userId: string, sessionId: string): Promise<boolean>;
  sessionIdsOf(userId: string): Promise<string[]>;
  /** The id of the user's session named by its own id or by its report's analysis id (what a report page knows). */
  sessionIdOf(userId: string, idOrReportId: string): Promise<string | null>;
  /** Each named session's owner and the analysis holding its report (null until the interview is finished). */
  ownersAndReports(sessionIds: readonly string[]): Promise<Map<string, { ownerId: string; reportAnalysisId: string | null }>>;
}

export interface MockRuntimeDeps {
  database: Database;
  objects: ObjectStore;
  queue: JobQueue;
  /** Probes recordings as they are saved. */
  engine: AnalysisEngine;
  /** The analysis feature's one analysis job (passed by the composition root): analyses each recorded answer. */
  recordingJobs: RecordingAnalysisQueue;
  /** The analysis feature's sessions and credits (ports): a finished mock interview is one of its analyses. */
  analysisSessions: AnalysisSessions;
  credits: AnalysisCredits;
  secret: string;
  logger: Logger;
  /** Forwarded answer jobs at once in one process. */
  workerConcurrency: number;
  /** Days a recording is kept, as for uploaded videos; a function is asked at every sweep (an admin may change it). */
  retentionDays: DaysSetting;
  /** The interviewer's language model when configured: posting questions and follow-ups; null or absent: built-in only. */
  model?: LanguageModel | null;
  /** The sentence model, when provisioned: judges each answer's content against its question in the worker. */
  meaning?: AnswerMeaning;
  /**
   * The installation's language models when answers are reviewed (a hosted or local model is configured): typed
   * answers are queued for their rubric and rebuilt answer as recorded ones are, and reports wait for them.
   */
  answerReviewModels?: Pick<LanguageModels, 'for' | 'engine' | 'awaited'> | null;
  clock?: () => Date;
  random?: RandomSource;
}

/** The mock-interview feature wired to its ports: what main.ts, worker.ts and the tests start. */
export function createMockRuntime(deps: MockRuntimeDeps): MockRuntime {
  const service = new MockService({
    repositories: createMockRepositories(deps.database.db, deps.analysisSessions),
    objects: deps.objects,
    recordingJobs: deps.recordingJobs,
    engine: deps.engine,
    analysisSessions: deps.analysisSessions,
    credits: deps.credits,
    secret: deps.secret,
    logger: deps.logger,
    model: deps.model,
    meaning: deps.meaning,
    ...(deps.answerReviewModels ? { typedReviews: typedReviewQueue(deps.queue) } : {}),
    clock: deps.clock,
    random: deps.random,
  });
  const sweepRetention = withCurrentRetention(deps.retentionDays, (retentionDays, now) =>
    sweepExpiredRecordings({ service, objects: deps.objects, retentionDays, now, logger: deps.logger }),
  );
  const sweepUnanswered = (now?: Date) =>
    sweepUnansweredRecordings({ named: [service.answers, service.attempts], objects: deps.objects, now, logger: deps.logger });
  const recover = async () => {
    // An earlier attempt retaken while its analysis waited is queued with its question's answer.
    const unanalysed = [...(await service.answers.listUnanalysed()), ...(await service.attempts.listUnanalysed())];
    // Singleton jobs: an answer whose job is still queued is not enqueued twice.
    for (const a of unanalysed) await service.enqueueAnswer(a.session_id, a.question_key);
    if (unanalysed.length > 0) deps.logger.info({ count: unanalysed.length }, 'unanalysed mock answers enqueued again');
    // Idempotent: a report still waiting for answers only has its progress moved.
    const unreported = await service.sessions.listFinishedWithoutReport();
    for (const id of unreported) await service.assembleReport(id);
    if (unreported.length > 0) deps.logger.info({ count: unreported.length }, 'finished mock interviews without a report assembled again');
    return unanalysed.length + unreported.length;
  };
  return {
    service,
    recordings: answerRecordings({ service, meaning: deps.meaning }),
    sessionDirectory: {
      ownsSession: async (userId, sessionId) => (await service.sessions.findOwned(userId, sessionId)) !== null,
      sessionIdsOf: (userId) => service.sessions.idsOfUser(userId),
      sessionIdOf: (userId, idOrReportId) => service.sessions.idOfOwnedByIdOrReport(userId, idOrReportId),
      ownersAndReports: async (sessionIds) =>
        new Map((await service.sessions.ownersAndReports(sessionIds)).map((row) => [row.id, { ownerId: row.user_id, reportAnalysisId: row.analysis_session_id }])),
    },
    startWorker: async () => {
      await deps.queue.work(MOCK_ANSWER_JOB, createAnswerJobForwarding({ service, logger: deps.logger.child({ component: 'mock-answer-worker' }) }), {
        concurrency: deps.workerConcurrency,
      });
      if (!deps.answerReviewModels) return;
      const handler = createTypedReviewJobHandler({
        answers: service.answers,
        sessions: service.sessions,
        models: deps.answerReviewModels,
        reviewed: (sessionId) => service.finishStep.rebuildReport(sessionId),
        logger: deps.logger.child({ component: 'mock-typed-review-worker' }),
      });
      // One at a time, as the answer-review job: on the local model they come after the interviewer and the coach.
      await deps.queue.work(MOCK_TYPED_REVIEW_JOB, handler, { concurrency: 1 });
    },
    answerReviewed: async (analysisId) => {
      const row = (await service.answers.findByAnalysis(analysisId)) ?? (await service.attempts.findByAnalysis(analysisId));
      if (row) await service.finishStep.rebuildReport(row.session_id);
    },
    recover,
    sweepRetention,
    sweepUnansweredRecordings: sweepUnanswered,
    scheduleMaintenance: (intervalMs) => {
      // Each pass on its own timer: one failing (the bucket unreachable) does not hold up the others.
      const stops = [() => sweepRetention(), () => sweepUnanswered(), recover].map((pass) => scheduleSweep(pass, deps.logger, intervalMs));
      return () => stops.forEach((stop) => stop());
    },
  };
}
