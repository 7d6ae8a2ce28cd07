/**
 * Test fixture run as a child process (`node --import tsx mock-finish.fixture.ts <db-url> <queue-kind> <objects-root> <user> <session>`):
 * finishes a mock interview, prints `committed` once Finish's transaction is in the database, and
 * hangs before the report is assembled until the test kills it with SIGKILL, as a crash there would.
 */
import { openDatabase } from '../../db/database.ts';
import { createJobQueue, type JobQueueKind } from '../../jobs/create-job-queue.ts';
import { createLogger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { createAnalysisRuntime } from '../analysis/analysis-runtime.ts';
import { scriptedEngine, scriptedResult, TEST_QUEUE_OPTIONS } from '../analysis/analysis-test-kit.ts';
import { createMockRuntime } from './mock-runtime.ts';

const [url, kind, objectsRoot, userId, sessionId] = process.argv.slice(2);
if (!url || !kind || !objectsRoot || !userId || !sessionId) throw new Error('usage: mock-finish.fixture.ts <db-url> <queue-kind> <objects-root> <user> <session>');
const database = openDatabase(url);
const queue = createJobQueue({ database, kind: kind as JobQueueKind, ...TEST_QUEUE_OPTIONS, onFinalFailure: () => {} });
const mailer: Mailer = { send: async () => {}, close: async () => {} };
const objects = new LocalObjectStore({ root: objectsRoot });
const engine = scriptedEngine(async () => scriptedResult(70, 4));
const logger = createLogger('silent');
const analysis = createAnalysisRuntime({
  database,
  objects,
  queue,
  engine,
  mailer,
  logger,
  settings: { publicUrl: 'http://localhost:3000', retentionDays: 30, workerConcurrency: 1, maxUploadBytes: 1024 * 1024 },
});
const mock = createMockRuntime({ database, objects, queue, engine, recordingJobs: analysis.recordingJobs, analysisSessions: analysis.repositories.sessions, credits: analysis.repositories.credits, secret: 'x'.repeat(32), logger, workerConcurrency: 1, retentionDays: 30 });
mock.service.finishStep.assembleReport = async () => {
  process.stdout.write('committed\n');
  return new Promise(() => {});
};
await mock.service.finish(userId, sessionId);
