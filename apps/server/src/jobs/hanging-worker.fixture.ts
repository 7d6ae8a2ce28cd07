/**
 * Test fixture run as a child process (`node --import tsx hanging-worker.fixture.ts <db-url> <kind> <job-name>`):
 * claims one job, prints `claimed <id>`, then hangs until the test kills it with SIGKILL.
 */
import { openDatabase } from '../db/database.ts';
import { createJobQueue, type JobQueueKind } from './create-job-queue.ts';

const [url, kind, name] = process.argv.slice(2);
if (!url || !kind || !name) throw new Error('usage: hanging-worker.fixture.ts <db-url> <kind> <job-name>');
const database = openDatabase(url);
const queue = createJobQueue({
  database,
  kind: kind as JobQueueKind,
  leaseSeconds: 1,
  pollIntervalMs: 50,
  onFinalFailure: () => {},
});
await queue.work(name, async (job) => {
  process.stdout.write(`claimed ${job.id}\n`);
  await new Promise(() => {});
});
