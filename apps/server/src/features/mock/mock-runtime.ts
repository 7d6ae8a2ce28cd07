import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import type { RecordingAnalyzer } from '../../shared/recording-analyzer.ts';
import type { AnalysisCredits, AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { scheduleSweep, withCurrentRetention, type DaysSetting } from '../../shared/retention-schedule.ts';
import type { RandomSource } from './draw-questions.ts';
import { createMockAnswerJobHandler } from './mock-answer-job.ts';
import { MOCK_ANSWER_JOB } from './mock-answer-job-name.ts';
import { createMockRepositories } from './mock-repositories.ts';
import { MockService } from './mock-service.ts';
import { sweepExpiredRecordings } from './recording-retention.ts';
import { sweepUnansweredRecordings } from './unanswered-recordings.ts';

export interface MockRuntime {
  service: MockService;
  /** Analyses answers in this process (beside the analysis worker). */
  startWorker(): Promise<void>;
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

export interface MockRuntimeDeps {
  database: Database;
  objects: ObjectStore;
  queue: JobQueue;
  /** Probes recordings as they are saved. */
  engine: AnalysisEngine;
  /** The pipeline every recording goes through (the analysis feature's, passed by the composition root): analyses each answer. */
  analyzeRecording: RecordingAnalyzer;
  /** The analysis feature's sessions and credits (ports): a finished mock interview is one of its analyses. */
  analysisSessions: AnalysisSessions;
  credits: AnalysisCredits;
  secret: string;
  logger: Logger;
  /** Answers analysed at once in one process. */
  workerConcurrency: number;
  /** Days a recording is kept, as for uploaded videos; a function is asked at every sweep (an admin may change it). */
  retentionDays: DaysSetting;
  /** The interviewer's language model when configured: posting questions and follow-ups; null or absent: built-in only. */
  model?: LanguageModel | null;
  /** Queues each recorded answer's rubric and rebuilt answer once it is analysed; absent: none are written. */
  answerReviews?: AnswerReviewQueue;
  /** The sentence model, when provisioned: judges each answer's content against its question in the worker. */
  meaning?: AnswerMeaning;
  clock?: () => Date;
  random?: RandomSource;
}

/** The mock-interview feature wired to its ports: what main.ts, worker.ts and the tests start. */
export function createMockRuntime(deps: MockRuntimeDeps): MockRuntime {
  const service = new MockService({
    repositories: createMockRepositories(deps.database.db, deps.analysisSessions),
    objects: deps.objects,
    queue: deps.queue,
    engine: deps.engine,
    analysisSessions: deps.analysisSessions,
    credits: deps.credits,
    secret: deps.secret,
    logger: deps.logger,
    model: deps.model,
    meaning: deps.meaning,
    clock: deps.clock,
    random: deps.random,
  });
  const sweepRetention = withCurrentRetention(deps.retentionDays, (retentionDays, now) =>
    sweepExpiredRecordings({ service, objects: deps.objects, retentionDays, now, logger: deps.logger }),
  );
  const sweepUnanswered = (now?: Date) =>
    sweepUnansweredRecordings({ named: [service.answers, service.attempts], objects: deps.objects, now, logger: deps.logger });
  const recover = async () => {
    // An earlier attempt retaken while its analysis waited is analysed by its question's job too.
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
    startWorker: () =>
      deps.queue.work(
        MOCK_ANSWER_JOB,
        createMockAnswerJobHandler({
          service,
          analyzeRecording: deps.analyzeRecording,
          meaning: deps.meaning,
          ...(deps.answerReviews ? { answerReviews: deps.answerReviews } : {}),
          logger: deps.logger.child({ component: 'mock-answer-worker' }),
        }),
        { concurrency: deps.workerConcurrency },
      ),
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
