import { DEFAULT_MAX_UNSTARTED_UPLOADS } from '@rehearse/contract/upload-limits';
import type { Database } from '../../db/database.ts';
import type { FailedJob, JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { createRecordingAnalyzer } from './recording-analysis.ts';
import type { RecordingAnalyzer } from '../../shared/recording-analyzer.ts';
import { createRecordingJobHandler, markAnalysisFinallyFailed, recoverUnfinishedAnalyses } from './recording-job.ts';
import { ANALYSIS_JOB, ANALYSIS_JOB_NAMES, ANSWER_ANALYSIS_JOB } from './analysis-job-name.ts';
import { enqueueAnalysis } from './enqueue-analysis.ts';
import { RecordingOwnerRegistry } from './recording-owner-registry.ts';
import { uploadRecordings } from './upload-recordings.ts';
import type { RecordingAnalysisQueue, RecordingOwners } from '../../shared/recording-owner.ts';
import { AnalysisCommands } from './analysis-commands.ts';
import { AnalysisFiles } from './analysis-files.ts';
import { AnalysisQueries } from './analysis-queries.ts';
import { compareSummaryAllowance } from './compare-summary-limit.ts';
import { ScoreSummaryRepository } from './score-summary-repository.ts';
import { ScoreTrendRepository } from './score-trend-repository.ts';
import { createAnalysisRepositories, type AnalysisRepositories } from './analysis-repositories.ts';
import { analysisDb } from './analysis-tables.ts';
import { ListPageCache } from './list-page-cache.ts';
import { sweepExpiredUploads } from './retention-sweep.ts';
import { scheduleSweep, withCurrentRetention, type DaysSetting } from '../../shared/retention-schedule.ts';

export interface AnalysisSettings {
  publicUrl: string;
  /** Days an uploaded video is kept (spec FAQ: 30); results stay. A function is asked at every sweep (an admin may change it). */
  retentionDays: DaysSetting;
  /** Analyses of uploads one worker process runs at once. */
  workerConcurrency: number;
  /** Analyses of other features' recordings (mock answers) one worker process runs at once, beside the uploads'; default `workerConcurrency`. */
  answerWorkerConcurrency?: number;
  /** Upload limit in bytes. */
  maxUploadBytes: number | (() => number | Promise<number>);
  /** Never-started uploads one user may hold (default 5); a function once an admin setting decides it. */
  maxUnstartedUploads?: number | (() => number | Promise<number>);
  /** Characters of list-page JSON this process keeps (decision 020); 0 or absent keeps none. */
  listPageCacheChars?: number;
}

function settingSource(value: number | (() => number | Promise<number>)): () => number | Promise<number> {
  return typeof value === 'number' ? () => value : value;
}

export interface AnalysisRuntimeDeps {
  database: Database;
  objects: ObjectStore;
  queue: JobQueue;
  engine: AnalysisEngine;
  mailer: Mailer;
  logger: Logger;
  settings: AnalysisSettings;
  /** The configured language model (LLM_BASE_URL), or null: analysis and compare summaries then stay built-in. */
  model?: LanguageModel | null;
  /** Queues each completed analysis's answer reviews (rubric and rebuilt answer); absent: none are written. */
  answerReviews?: AnswerReviewQueue;
  /** What other features delete with an analysis (AnalysisCommandsDeps.onRemove). */
  onRemove?: (sessionId: string) => Promise<readonly string[]>;
  /** Who owns each origin's recordings; the composition root shares it with the queue's final-failure handler. */
  recordingOwners?: RecordingOwnerRegistry;
}

export interface AnalysisRuntime {
  /** Upload and start. */
  commands: AnalysisCommands;
  /** Status, detail, lists and compare. */
  queries: AnalysisQueries;
  /** Report files and the recording. */
  files: AnalysisFiles;
  /** Built once here; other parts of the server (seeding, tests) read and write through them. */
  repositories: AnalysisRepositories;
  /** The engine its worker runs (the mock-interview feature probes its recordings with it). */
  engine: AnalysisEngine;
  /** The pipeline every recording goes through: this feature's uploads and, through the composition root, mock answers. */
  analyzeRecording: RecordingAnalyzer;
  /** Where another feature registers the owner of its recordings (the mock feature: its answers). */
  recordingOwners: RecordingOwners;
  /** Queues the one analysis job of a recording (another feature's recordings too). */
  recordingJobs: RecordingAnalysisQueue;
  /** Give to the job queue as (part of) its `onFinalFailure`. */
  onFinalFailure(job: FailedJob, error: Error): Promise<void>;
  /** Runs the analysis of every recording in this process (the worker, or `npm start` with IN_PROCESS_WORKER). */
  startWorker(): Promise<void>;
  /** Enqueues again analyses a killed process left unfinished. */
  recover(): Promise<number>;
  /** Deletes expired uploads now; answers how many. */
  sweepRetention(now?: Date): Promise<number>;
  /** The hourly sweep; answers its stop function. */
  scheduleRetention(intervalMs?: number): () => void;
}

/** The analysis feature wired to its ports: what main.ts, worker.ts and the tests start. */
export function createAnalysisRuntime(deps: AnalysisRuntimeDeps): AnalysisRuntime {
  const { maxUploadBytes, maxUnstartedUploads = DEFAULT_MAX_UNSTARTED_UPLOADS } = deps.settings;
  const repositories = createAnalysisRepositories(deps.database.db);
  const analyzeRecording = createRecordingAnalyzer({ objects: deps.objects, engine: deps.engine });
  const owners = deps.recordingOwners ?? new RecordingOwnerRegistry();
  owners.register(
    'own',
    uploadRecordings({ repositories, mailer: deps.mailer, publicUrl: deps.settings.publicUrl, model: deps.model ?? null }),
  );
  const logger = deps.logger.child({ component: 'analysis-worker' });
  const commands = new AnalysisCommands({
    db: analysisDb(deps.database.db),
    repositories,
    objects: deps.objects,
    queue: deps.queue,
    engine: deps.engine,
    maxUploadBytes: settingSource(maxUploadBytes),
    maxUnstartedUploads: settingSource(maxUnstartedUploads),
    onRemove: deps.onRemove,
  });
  const sweepRetention = withCurrentRetention(deps.settings.retentionDays, (retentionDays, now) =>
    sweepExpiredUploads({ uploads: repositories.uploads, objects: deps.objects, retentionDays, now, logger: deps.logger }),
  );
  return {
    commands,
    queries: new AnalysisQueries({
      repositories,
      logger: deps.logger,
      model: deps.model ?? null,
      allowModelSummary: compareSummaryAllowance(deps.database.db),
      listPages: deps.settings.listPageCacheChars ? new ListPageCache(deps.settings.listPageCacheChars) : undefined,
      scoreSummaries: new ScoreSummaryRepository({ db: analysisDb(deps.database.db), dialect: deps.database.dialect }),
      scoreTrends: new ScoreTrendRepository(analysisDb(deps.database.db)),
    }),
    files: new AnalysisFiles({ repositories, objects: deps.objects }),
    repositories,
    engine: deps.engine,
    analyzeRecording,
    recordingOwners: owners,
    recordingJobs: { enqueue: (analysisId) => enqueueAnalysis(deps.queue, analysisId, ANSWER_ANALYSIS_JOB) },
    onFinalFailure: (job, error) =>
      ANALYSIS_JOB_NAMES.includes(job.name) ? markAnalysisFinallyFailed({ sessions: repositories.sessions, owners, logger }, job, error) : Promise.resolve(),
    startWorker: async () => {
      const handler = createRecordingJobHandler({
        sessions: repositories.sessions,
        owners,
        analyzeRecording,
        logger,
        ...(deps.answerReviews ? { answerReviews: deps.answerReviews } : {}),
      });
      const { workerConcurrency, answerWorkerConcurrency = workerConcurrency } = deps.settings;
      await deps.queue.work(ANALYSIS_JOB, handler, { concurrency: workerConcurrency });
      await deps.queue.work(ANSWER_ANALYSIS_JOB, handler, { concurrency: answerWorkerConcurrency });
    },
    recover: () => recoverUnfinishedAnalyses(repositories.sessions, deps.queue, deps.logger),
    sweepRetention,
    scheduleRetention: (intervalMs) => scheduleSweep(() => sweepRetention(), deps.logger, intervalMs),
  };
}
