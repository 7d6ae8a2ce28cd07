import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisRuntime } from '../analysis/analysis-runtime.ts';
import type { AnalysisEngine } from '../analysis/analysis-engine.ts';
import { scheduleRetentionSweep } from '../analysis/retention-sweep.ts';
import type { RandomSource } from './draw-questions.ts';
import { createMockAnswerJobHandler } from './mock-answer-job.ts';
import { MOCK_ANSWER_JOB } from './mock-answer-job-name.ts';
import { MockService } from './mock-service.ts';
import { sweepExpiredRecordings } from './recording-retention.ts';

export interface MockRuntime {
  service: MockService;
  /** Analyses answers in this process (beside the analysis worker). */
  startWorker(): Promise<void>;
  /** Enqueues again answers a killed process left unanalysed, and completes reports that were waiting. */
  recover(): Promise<number>;
  /** Deletes recordings past the retention period now; answers how many. */
  sweepRetention(now?: Date): Promise<number>;
  /** The hourly sweep beside the analysis feature's; answers its stop function. */
  scheduleRetention(intervalMs?: number): () => void;
}

export interface MockRuntimeDeps {
  database: Database;
  objects: ObjectStore;
  queue: JobQueue;
  engine: AnalysisEngine;
  analysis: Pick<AnalysisRuntime, 'repositories'>;
  secret: string;
  logger: Logger;
  /** Answers analysed at once in one process. */
  workerConcurrency: number;
  /** Days a recording is kept, as for uploaded videos; a function is asked at every sweep (an admin may change it). */
  retentionDays: number | (() => number | Promise<number>);
  clock?: () => Date;
  random?: RandomSource;
}

/** The mock-interview feature wired to its ports: what main.ts, worker.ts and the tests start. */
export function createMockRuntime(deps: MockRuntimeDeps): MockRuntime {
  const service = new MockService({
    db: deps.database.db,
    objects: deps.objects,
    queue: deps.queue,
    engine: deps.engine,
    analysisSessions: deps.analysis.repositories.sessions,
    credits: deps.analysis.repositories.credits,
    secret: deps.secret,
    logger: deps.logger,
    clock: deps.clock,
    random: deps.random,
  });
  const { retentionDays } = deps;
  const sweepRetention = async (now?: Date) =>
    sweepExpiredRecordings({
      service,
      objects: deps.objects,
      retentionDays: typeof retentionDays === 'number' ? retentionDays : await retentionDays(),
      now,
      logger: deps.logger,
    });
  return {
    service,
    startWorker: () =>
      deps.queue.work(
        MOCK_ANSWER_JOB,
        createMockAnswerJobHandler({ service, objects: deps.objects, engine: deps.engine, logger: deps.logger.child({ component: 'mock-answer-worker' }) }),
        { concurrency: deps.workerConcurrency },
      ),
    recover: async () => {
      const unanalysed = await service.answers.listUnanalysed();
      for (const a of unanalysed) await service.enqueueAnswer(a.session_id, a.question_key);
      if (unanalysed.length > 0) deps.logger.info({ count: unanalysed.length }, 'unanalysed mock answers enqueued again');
      return unanalysed.length;
    },
    sweepRetention,
    scheduleRetention: (intervalMs) => scheduleRetentionSweep(() => sweepRetention(), deps.logger, intervalMs),
  };
}
