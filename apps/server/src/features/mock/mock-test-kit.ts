import { readFile } from 'node:fs/promises';
import { mockUrls, type MockPresignResponse } from '@rehearse/contract/mock-interview';
import { createJobQueue } from '../../jobs/create-job-queue.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import { queueKindForTests, TEST_QUEUE_OPTIONS } from '../analysis/analysis-test-kit.ts';
import { createAnalysisRuntime, type AnalysisRuntime } from '../analysis/analysis-runtime.ts';
import { createMockRuntime, type MockRuntime, type MockRuntimeDeps } from './mock-runtime.ts';
import { MOCK_BASE_PATH } from './mock-route-definitions.ts';
import { mockRoutes } from './mock-routes.ts';

/**
 * The real app (fresh database, every route) with the mock routes on a mock runtime that uses the
 * engine the test chooses, its own queue (1 s lease) with the analysis job on it, and a clock the test
 * can move. The object store is the app's own: local, or S3 when `env` says OBJECT_STORE=s3.
 */
export interface MockTestApp extends TestApp {
  mock: MockRuntime;
  queue: JobQueue;
  clock: { now: Date | null };
}

export async function createMockTestApp(options: {
  engine: AnalysisEngine;
  startWorker?: boolean;
  env?: Record<string, string>;
  model?: LanguageModel;
  /** Where each recorded answer's review is queued once analysed (default: none is). */
  answerReviews?: AnswerReviewQueue;
  /** The models that review typed answers (rubric and rebuilt answer); default: none does. */
  answerReviewModels?: MockRuntimeDeps['answerReviewModels'];
  /** Answers analysed at once (default 1). */
  workerConcurrency?: number;
  /** The queue's idle wait between looks for due jobs (default 50 ms); a long one leaves only wake-ups to start jobs. */
  pollIntervalMs?: number;
}): Promise<MockTestApp> {
  const clock: { now: Date | null } = { now: null };
  const built: { runtime?: MockRuntime; queue?: JobQueue; analysis?: AnalysisRuntime } = {};
  const t = await createTestApp({
    env: options.env,
    app: {
      replacing: {
        basePath: MOCK_BASE_PATH,
        create: (deps) => {
          const queue = createJobQueue({
            database: deps.database,
            kind: queueKindForTests(deps.database),
            ...TEST_QUEUE_OPTIONS,
            ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
            onFinalFailure: (job, error) => built.analysis?.onFinalFailure(job, error),
          });
          // The analysis job every recording goes through, on this queue, with this engine.
          const analysis = createAnalysisRuntime({
            database: deps.database,
            objects: deps.objects,
            queue,
            engine: options.engine,
            mailer: deps.mailer,
            logger: deps.logger,
            ...(options.answerReviews ? { answerReviews: options.answerReviews } : {}),
            settings: {
              publicUrl: deps.config.publicUrl,
              retentionDays: 30,
              workerConcurrency: 1,
              answerWorkerConcurrency: options.workerConcurrency ?? 1,
              maxUploadBytes: 100 * 1024 * 1024,
            },
          });
          const runtime = createMockRuntime({
            database: deps.database,
            objects: deps.objects,
            queue,
            engine: options.engine,
            recordingJobs: analysis.recordingJobs,
            analysisSessions: deps.analysis.repositories.sessions,
            credits: deps.analysis.repositories.credits,
            secret: deps.config.authSecret,
            logger: deps.logger,
            workerConcurrency: options.workerConcurrency ?? 1,
            retentionDays: 30,
            model: options.model ?? null,
            meaning: deps.meaning,
            answerReviewModels: options.answerReviewModels ?? null,
            clock: () => clock.now ?? new Date(),
          });
          analysis.recordingOwners.register('mock_answer', runtime.recordings);
          built.analysis = analysis;
          built.runtime = runtime;
          built.queue = queue;
          return mockRoutes({ ...deps, mock: runtime });
        },
      },
    },
  });
  const { runtime, queue, analysis } = built;
  if (!runtime || !queue || !analysis) throw new Error('mock routes were not mounted');
  if (options.startWorker !== false) {
    await analysis.startWorker();
    await runtime.startWorker();
  }
  const close = t.close;
  return Object.assign(t, {
    mock: runtime,
    queue,
    clock,
    async close() {
      await queue.stop();
      await close();
    },
  });
}

/** Presigns and uploads `file` for a question as the browser does: multipart `file` + `presigned_url`, POSTed to the signed link. */
export async function uploadAnswer(client: TestClient, sessionId: string, questionKey: string, file: string, extension: 'webm' | 'mp4' = 'webm') {
  const presign = await client.post(mockUrls.presign(), { session_id: sessionId, question_key: questionKey, file_extension: extension });
  const link = (await presign.json()) as MockPresignResponse;
  const response = await postRecording(client, link.presigned_url, file, extension);
  return { link, response };
}

export async function postRecording(client: TestClient, url: string, file: string, extension: 'webm' | 'mp4' = 'webm'): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([await readFile(file)], { type: `video/${extension}` }), `recording.${extension}`);
  form.set('presigned_url', url);
  return client.request(url, { method: 'POST', body: form });
}
