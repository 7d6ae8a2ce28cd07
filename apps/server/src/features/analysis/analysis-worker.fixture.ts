/**
 * Test fixture run as a child process (`node --import tsx analysis-worker.fixture.ts <db-url> <queue-kind> <objects-root>`):
 * an analysis worker whose analysis reports progress, prints `analyzing <session>` and then hangs
 * until the test kills it with SIGKILL, as a crashed worker would.
 */
import { openDatabase } from '../../db/database.ts';
import { createJobQueue, type JobQueueKind } from '../../jobs/create-job-queue.ts';
import { createLogger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { createAnalysisRuntime } from './analysis-runtime.ts';
import { scriptedEngine, TEST_QUEUE_OPTIONS } from './analysis-test-kit.ts';

const [url, kind, objectsRoot] = process.argv.slice(2);
if (!url || !kind || !objectsRoot) throw new Error('usage: analysis-worker.fixture.ts <db-url> <queue-kind> <objects-root>');
const database = openDatabase(url);
const queue = createJobQueue({ database, kind: kind as JobQueueKind, ...TEST_QUEUE_OPTIONS, onFinalFailure: () => {} });
const mailer: Mailer = { send: async () => {}, close: async () => {} };
const runtime = createAnalysisRuntime({
  database,
  objects: new LocalObjectStore({ root: objectsRoot }),
  queue,
  engine: scriptedEngine(async (file, options) => {
    options?.onProgress?.('audio', 30);
    // Long enough for the progress write to land before the test sees the line.
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.stdout.write(`analyzing ${file}\n`);
    return new Promise(() => {});
  }),
  mailer,
  logger: createLogger('silent'),
  settings: { publicUrl: 'http://localhost:3000', retentionDays: 30, workerConcurrency: 1, maxUploadBytes: 1024 * 1024 },
});
await runtime.startWorker();
