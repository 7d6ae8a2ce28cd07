import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import type { Database } from '../../db/database.ts';
import { createJobQueue, type JobQueueKind } from '../../jobs/create-job-queue.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createLanguageModels, type LanguageModels } from '../../llm/language-model-selection.ts';
import { answerReviewQueue, createAnswerReviewRuntime } from '../answer-review/index.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { ANALYSIS_BASE_PATH, analysisRoutes } from './analysis-routes.ts';
import { createAnalysisRuntime, type AnalysisRuntime } from './analysis-runtime.ts';
import type { AnalysisSessionRow } from './analysis-session-repository.ts';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { isMediaError } from './create-analysis-engine.ts';
import { probeUpload, probeUploadWhileStreaming } from './upload-probe.ts';
import type { VideoUpload } from './video-upload-repository.ts';

/**
 * Test app with the analysis routes on a fresh database, an object store in its DATA_DIR, a
 * queue with a 1 s lease, and the engine the test chooses (to count or slow down analyses).
 */
export interface AnalysisTestApp extends TestApp {
  analysis: AnalysisRuntime;
  queue: JobQueue;
  objectsRoot: string;
  queueKind: JobQueueKind;
  /** A second runtime on its own connection and queue, as another worker process would have. */
  secondWorker(engine: AnalysisEngine): Promise<{ runtime: AnalysisRuntime; stop(): Promise<void> }>;
}

export const TEST_QUEUE_OPTIONS = { leaseSeconds: 1, pollIntervalMs: 50, retryBaseDelayMs: 100 } as const;

export function queueKindForTests(database: Database): JobQueueKind {
  return database.dialect === 'postgres' ? 'pg-boss' : 'embedded';
}

export async function createAnalysisTestApp(options: {
  engine: AnalysisEngine;
  maxUploadBytes?: number | (() => number);
  maxUnstartedUploads?: number | (() => number);
  startWorker?: boolean;
  retentionDays?: number;
  /** Extra environment (e.g. LLM_BASE_URL for a loopback model). */
  env?: Record<string, string>;
  /** The object store of the app and its workers (default: a LocalObjectStore in DATA_DIR/objects). */
  objects?: ObjectStore;
}): Promise<AnalysisTestApp> {
  let runtime: AnalysisRuntime | undefined;
  let queue: JobQueue | undefined;
  let startAnswerReviews = async () => {};
  let languageModels: LanguageModels | undefined;
  let objectsRoot = '';
  let queueKind: JobQueueKind = 'embedded';
  const extra: Array<() => Promise<void>> = [];
  const t = await createTestApp({
    env: options.env,
    app: {
      replacing: {
        basePath: ANALYSIS_BASE_PATH,
        create: (deps) => {
          objectsRoot = join(deps.config.dataDir, 'objects');
          queueKind = queueKindForTests(deps.database);
          queue = createJobQueue({
            database: deps.database,
            kind: queueKind,
            ...TEST_QUEUE_OPTIONS,
            onFinalFailure: (job, error) => runtime?.onFinalFailure(job, error),
          });
          const objects = options.objects ?? new LocalObjectStore({ root: objectsRoot });
          // As in production (server-runtime.ts): LLM_BASE_URL's model, else LOCAL_LLM_MODEL's, else none.
          const models = createLanguageModels({ config: deps.config, logger: deps.logger });
          languageModels = models;
          const answerReview = models.for('answer-review');
          runtime = createAnalysisRuntime({
            database: deps.database,
            objects,
            queue,
            engine: options.engine,
            mailer: deps.mailer,
            logger: deps.logger,
            model: models.for('analysis'),
            // With a model configured, every judged answer is queued for review.
            ...(answerReview ? { answerReviews: answerReviewQueue(queue) } : {}),
            settings: {
              publicUrl: deps.config.publicUrl,
              retentionDays: options.retentionDays ?? 30,
              workerConcurrency: 1,
              maxUploadBytes: options.maxUploadBytes ?? 100 * 1024 * 1024,
              // Most tests upload more than the real default without starting each.
              maxUnstartedUploads: options.maxUnstartedUploads ?? 1000,
              // As in production (server-runtime.ts): every list test also checks the kept pages.
              listPageCacheChars: deps.config.analysis.listPageCacheChars,
            },
          });
          if (answerReview) {
            const reviews = createAnswerReviewRuntime({ queue, sessions: runtime.repositories.sessions, models, logger: deps.logger });
            startAnswerReviews = async () => {
              void models.start();
              await reviews.startWorker();
            };
          }
          return analysisRoutes({ ...deps, analysis: runtime });
        },
      },
    },
  });
  if (!runtime || !queue) throw new Error('analysis module was not created');
  const built = { runtime, queue };
  if (options.startWorker ?? true) {
    await built.runtime.startWorker();
    await startAnswerReviews();
  }
  const close = t.close;
  return Object.assign(t, {
    analysis: built.runtime,
    queue: built.queue,
    objectsRoot,
    queueKind,
    async secondWorker(engine: AnalysisEngine) {
      const { openDatabase } = await import('../../db/database.ts');
      const database = openDatabase(t.deps.database.url);
      const holder: { runtime?: AnalysisRuntime } = {};
      const secondQueue = createJobQueue({
        database,
        kind: queueKind,
        ...TEST_QUEUE_OPTIONS,
        onFinalFailure: (job, error) => holder.runtime?.onFinalFailure(job, error),
      });
      const second = createAnalysisRuntime({
        database,
        objects: options.objects ?? new LocalObjectStore({ root: objectsRoot }),
        queue: secondQueue,
        engine,
        mailer: t.deps.mailer,
        logger: t.deps.logger,
        settings: { publicUrl: t.deps.config.publicUrl, retentionDays: 30, workerConcurrency: 1, maxUploadBytes: 100 * 1024 * 1024 },
      });
      holder.runtime = second;
      await second.startWorker();
      const stop = async () => {
        await secondQueue.stop();
        await database.destroy();
      };
      extra.push(stop);
      return { runtime: second, stop };
    },
    async close() {
      for (const stop of extra) await stop().catch(() => {});
      await built.queue.stop();
      await languageModels?.close();
      await close();
    },
  });
}

/** The id of the user signed in on `client`. */
export async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

/**
 * The setup of tests that seed finished analyses as rows (`insertCompletedAnalysis`) rather than run them: an analysis
 * app with no worker, its object store, and two signed-in users.
 */
export async function createSeededAnalysisTestApp(): Promise<{ t: AnalysisTestApp; objects: LocalObjectStore; alice: TestClient; bob: TestClient }> {
  const t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(1)), startWorker: false });
  return { t, objects: new LocalObjectStore({ root: t.objectsRoot }), alice: await t.signedInUser(), bob: await t.signedInUser() };
}

/** Inserts a completed analysis of `userId`: its upload and session rows, scoring 70; `session` overrides columns of the session row. */
export async function insertCompletedAnalysis(
  t: AnalysisTestApp,
  input: { userId: string; name?: string; at?: string; session?: Partial<AnalysisSessionRow> },
): Promise<{ upload: VideoUpload; session: AnalysisSessionRow }> {
  const rows = completedAnalysisRows({ userId: input.userId, name: input.name ?? 'interview.mp4', at: input.at ?? '2026-03-01T10:00:00.000Z', overall: 70 });
  const session = { ...rows.session, ...input.session };
  await t.analysis.repositories.uploads.insertMany([rows.upload]);
  await t.analysis.repositories.sessions.insertMany([session]);
  return { upload: rows.upload, session };
}

/** POSTs a file as multipart field `video` (the browser's FormData upload). */
export async function uploadFile(client: TestClient, path: string, name: string, type = 'video/mp4'): Promise<Response> {
  const form = new FormData();
  form.set('video', new Blob([await readFile(path)], { type }), name);
  return client.request(`${ANALYSIS_BASE_PATH}/upload/`, { method: 'POST', body: form });
}

/** Polls `probe` until it gives a value. Timed by performance.now(): it still times out while a test has frozen Date. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A complete, contract-valid result with the given overall score (for tests that need no real analysis). */
export function scriptedResult(overall: number, duration = 4): AnalysisResult {
  const video = Math.min(100, overall + 5);
  const audio = Math.max(0, overall - 5);
  return sampleAnalysisResult({
    overall_score: overall,
    component_scores: { overall, video, audio, video_performance: video, audio_performance: audio, overall_interview_score: overall },
    final: { overall_score: overall },
    video: {
      performance_score: video,
      metrics: { average_eye_contact_score: overall / 100 },
      frames_analyzed: duration * 2,
    },
    audio: {
      performance_score: audio,
      metrics: { duration, word_count: 9, clarity_score: 70, volume_score: 80, fluency_score: 75 },
      loudness: { variation_db: 4 },
      articulation_rate: 4.6,
    },
    engines: { transcriber: 'none', video_model: 'test', feedback: 'test' },
    quality: { media_duration: duration },
  });
}

/** An answer's content judged at `score` (every part the same), for results whose overall is to be complete. */
export function judgedContent(score: number): AnswerContent {
  return {
    status: 'judged',
    note: null,
    engine: 'test',
    score,
    parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
    findings: [],
    structure: null,
  };
}

/** What a scripted analysis throws to act as the engine's media error. */
export class ScriptedMediaError extends Error {
  override name = 'MediaError';
}

/** An engine with a real content check and a scripted analysis: `analyze` decides what happens. */
export function scriptedEngine(analyze: AnalysisEngine['analyze']): AnalysisEngine {
  return {
    probe: (file) => probeUpload(file, { ffprobePath: 'ffprobe', ffmpegPath: 'ffmpeg' }),
    probeWhileStreaming: () => probeUploadWhileStreaming({ ffprobePath: 'ffprobe', ffmpegPath: 'ffmpeg' }),
    analyze,
    isMediaError: (error): error is Error => isMediaError(error) || error instanceof ScriptedMediaError,
    options: {},
  };
}

/**
 * An uploaded file and its completed analysis (scripted result scoring `overall`), as rows for bulk
 * inserts that seed long lists (paging tests, the API benchmark).
 */
export function completedAnalysisRows(input: {
  userId: string;
  name: string;
  at: string;
  overall: number;
  size?: number;
  duration?: number;
  /** A judged content score, which makes the overall complete; without it the overall is delivery only (no content). */
  content?: number;
}): { upload: VideoUpload; session: AnalysisSessionRow } {
  const uploadId = randomUUID();
  const result = input.content === undefined ? scriptedResult(input.overall) : { ...scriptedResult(input.overall), content: judgedContent(input.content) };
  return {
    upload: {
      id: uploadId,
      user_id: input.userId,
      original_filename: input.name,
      storage_key: `uploads/${input.userId}/${uploadId}`,
      size: input.size ?? 10,
      content_type: 'video/mp4',
      duration: input.duration ?? 5,
      created_at: input.at,
      deleted_at: null,
      speaker_setup: 'one_answer',
    },
    session: {
      session_id: randomUUID(),
      user_id: input.userId,
      video_upload_id: uploadId,
      category: 'video_upload',
      display_name: input.name,
      status: 'completed',
      stage: 'done',
      progress: 100,
      error: null,
      start_time: input.at,
      end_time: input.at,
      result: JSON.stringify(result),
      summary: JSON.stringify(combinedResultOf(result, input.at)),
      report_files: '[]',
      analysis_types: null,
      created_at: input.at,
      result_revision: null,
      origin: 'own',
    },
  };
}
