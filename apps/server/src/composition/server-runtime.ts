import { createAuth, type Auth } from '../auth/create-auth.ts';
import { migrateAuth } from '../auth/migrate-auth.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { withMigrationLock } from '../db/migration-lock.ts';
import type { Logger } from '../logging/logger.ts';
import { ensurePrivateDir } from '../storage/private-files.ts';
import { createMailer } from '../mail/create-mailer.ts';
import type { AppDeps } from './app-deps.ts';
import type { AnalysisEngine } from '../shared/analysis-engine.ts';
import { createJobQueue } from '../jobs/create-job-queue.ts';
import { createObjectStore } from '../storage/create-object-store.ts';
import { createLanguageModels } from '../llm/language-model-selection.ts';
import { createWhisperModelProvision } from '../models/whisper-model-provision.ts';
import { createSentenceModelProvision } from '../models/sentence-model-provision.ts';
import { createAnswerMeaning } from '../models/answer-meaning.ts';
import { createAccountRuntime, loginHistoryUserData, userEmailOf } from '../features/account/index.ts';
import { createAdminRuntime, currentAdminSettings, currentMaxUploadBytes, startWorkerHeartbeat } from '../features/admin/index.ts';
import {
  analysisFinalFailure,
  analysisUserData,
  createAnalysisEngine,
  createAnalysisReadModel,
  createAnalysisRuntime,
  RecordingOwnerRegistry,
} from '../features/analysis/index.ts';
import { answerReviewQueue, createAnswerReviewRuntime } from '../features/answer-review/index.ts';
import { coachUserData, createCoachRuntime } from '../features/coach/index.ts';
import { contactUserData } from '../features/contact/index.ts';
import { createMetrics } from '../features/metrics/index.ts';
import { createInterviewerVoice, interviewerUserData } from '../features/interviewer/index.ts';
import { createMockRuntime, mockInterviewRemoval, mockUserData, userRecordingsPrefix } from '../features/mock/index.ts';
import { createSharingRuntime, sharingUserData } from '../features/sharing/index.ts';
import { upsertStaffAccount, type StaffAccountInput } from '../features/staff-auth/index.ts';

/** The built app with what its processes start beside it, and the one way to close it all. */
export interface ServerRuntime extends AppDeps {
  /** Records that this process works the queue (the admin Dashboard's system status); answers a stop function. */
  startWorkerHeartbeat(): () => void;
  /** Creates (or updates) a staff account, for the admin CLI. */
  upsertStaffAccount(input: StaffAccountInput): Promise<{ userId: string; created: boolean }>;
  close(): Promise<void>;
}

/**
 * The composition root: opens the database, applies the app's and better-auth's migrations (one
 * process at a time), and builds the shared ports (mailer, auth, object store, job queue) once, then
 * hands them to the features. The shared start-up of the server, the worker, the admin CLI and the test app.
 */
export async function startRuntime(
  config: Config,
  logger: Logger,
  overrides: { analysisEngine?: AnalysisEngine } = {},
): Promise<ServerRuntime> {
  await ensurePrivateDir(config.dataDir);
  const database: Database = openDatabase(config.databaseUrl);
  try {
    const mailer = createMailer(config, logger);
    // Admin settings (stored in the database, environment values as defaults) apply at once: each use reads them.
    const defaultCredits = async () => (await currentAdminSettings(database, config)).default_credits;
    const auth: Auth = createAuth({ config, database, mailer, logger, defaultCredits });
    await withMigrationLock(database, async () => {
      await migrateToLatest(database);
      await migrateAuth(auth);
    });
    // Ports chosen by the configuration (OBJECT_STORE, JOB_QUEUE); nothing runs until main.ts/worker.ts start it.
    const objects = await createObjectStore(config);
    // The speech model: main.ts and worker.ts start fetching a named one; analyses use PocketSphinx until it is ready.
    const transcription = createWhisperModelProvision({
      setting: config.analysis.whisperModel,
      transcriber: config.analysis.transcriber,
      modelsDir: config.analysis.whisperModelsDir,
      baseUrl: config.analysis.whisperModelBaseUrl,
      logger,
    });
    // The sentence model, fetched the same way: answers' meaning is judged by the built-in word vectors until it is ready.
    const sentenceModel = createSentenceModelProvision({
      setting: config.analysis.sentenceModel,
      modelsDir: config.analysis.whisperModelsDir,
      baseUrl: config.analysis.sentenceModelBaseUrl,
      logger,
    });
    const meaning = createAnswerMeaning({ provision: sentenceModel, logger });
    // The interviewer's voice: main.ts fetches the Piper voice; espeak-ng speaks until it is ready.
    const interviewerVoice = createInterviewerVoice({ ...config.interviewerVoice, logger });
    // Uploaded videos and mock-interview recordings are kept the same number of days.
    const retentionDays = async () => (await currentAdminSettings(database, config)).retention_days;
    // Who owns each origin's recordings: the analysis job and the queue's final-failure handler tell them.
    const recordingOwners = new RecordingOwnerRegistry();
    const queue = createJobQueue({
      database,
      kind: config.analysis.jobQueue,
      finishedJobRetentionDays: config.analysis.jobRetentionDays,
      onFinalFailure: analysisFinalFailure(database, { owners: recordingOwners, logger }),
      onError: (error) => logger.error({ err: error }, 'job queue error'),
    });
    // The hosted model (LLM_BASE_URL), else the local model once fetched (main.ts/worker.ts start it), else the rules.
    const languageModels = createLanguageModels({ config, logger });
    // Every judged answer's rubric and rebuilt answer, queued once its analysis is complete, whenever a model is
    // configured (hosted or local): while none is available they wait for the local model's download, or say so.
    const answerReviews = languageModels.for('answer-review') ? answerReviewQueue(queue) : undefined;
    // What admin, metrics, the coach and sharing read of analyses, answered by the analysis feature.
    const analyses = createAnalysisReadModel(database);
    const analysis = createAnalysisRuntime({
      database,
      objects,
      queue,
      engine: overrides.analysisEngine ?? createAnalysisEngine(config, () => transcription.modelPath()),
      mailer,
      logger,
      model: languageModels.for('analysis'),
      ...(answerReviews ? { answerReviews } : {}),
      // A mock interview goes with the analysis it made.
      onRemove: mockInterviewRemoval({ database, objects }),
      recordingOwners,
      settings: {
        publicUrl: config.publicUrl,
        workerConcurrency: config.analysis.workerConcurrency,
        answerWorkerConcurrency: config.analysis.mockWorkerConcurrency,
        listPageCacheChars: config.analysis.listPageCacheChars,
        // Admin settings (stored in the database, environment values as defaults), read at each use.
        retentionDays,
        maxUploadBytes: () => currentMaxUploadBytes(database, config),
        maxUnstartedUploads: async () => (await currentAdminSettings(database, config)).max_unstarted_uploads,
      },
    });
    const mock = createMockRuntime({
      database,
      objects,
      queue,
      engine: analysis.engine,
      recordingJobs: analysis.recordingJobs,
      analysisSessions: analysis.repositories.sessions,
      credits: analysis.repositories.credits,
      secret: config.authSecret,
      logger,
      workerConcurrency: 1,
      retentionDays,
      model: languageModels.for('interviewer'),
      meaning,
      answerReviewModels: answerReviews ? languageModels : null,
    });
    // The one analysis job analyses recorded answers too, and tells the mock feature when one is analysed.
    analysis.recordingOwners.register('mock_answer', mock.recordings);
    // Each feature that keeps data of a user offers its source through its entry, so data export and account
    // deletion cover it (shared/user-data-source.ts).
    const account = createAccountRuntime({
      database,
      auth,
      objects,
      queue,
      logger,
      mailer,
      supportEmail: config.supportEmail,
      sources: [
        analysisUserData(database.db, objects),
        interviewerUserData(database.db, mock.sessionDirectory),
        mockUserData(database.db, objects, userRecordingsPrefix, analysis.repositories.sessions),
        coachUserData(database.db),
        sharingUserData(database.db, (userId) => userEmailOf(database.db, userId)),
        loginHistoryUserData(database.db, (userId) => userEmailOf(database.db, userId)),
        contactUserData(database.db, (userId) => userEmailOf(database.db, userId)),
      ],
    });
    return {
      config,
      database,
      auth,
      mailer,
      logger,
      objects,
      queue,
      analysis,
      account,
      mock,
      admin: createAdminRuntime({ auth, config, database, analysisCommands: analysis.commands, analyses }),
      coach: createCoachRuntime({ config, database, logger, analyses, languageModels }),
      sharing: createSharingRuntime({ config, database, logger, mailer, analyses, mockInterviews: mock.sessionDirectory }),
      metrics: createMetrics({ analyses, queue }),
      transcription,
      sentenceModel,
      meaning,
      interviewerVoice,
      languageModels,
      answerReview: createAnswerReviewRuntime({
        queue,
        sessions: analysis.repositories.sessions,
        models: languageModels,
        logger,
        // A mock answer's review lands in the interview's report too.
        reviewed: (analysisId) => mock.answerReviewed(analysisId),
      }),
      startWorkerHeartbeat: () => startWorkerHeartbeat(database, logger),
      upsertStaffAccount: (input) => upsertStaffAccount(auth, input),
      close: async () => {
        transcription.stop();
        sentenceModel.stop();
        interviewerVoice.stop();
        await meaning.close();
        await languageModels.close();
        await queue.stop();
        objects.close?.();
        await mailer.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
