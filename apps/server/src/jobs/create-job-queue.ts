import type { Database } from '../db/database.ts';
import { EmbeddedJobQueue } from './embedded-job-queue.ts';
import type { JobQueue } from './job-queue.ts';
import type { JobQueueOptions } from './job-queue-options.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

export type JobQueueKind = 'embedded' | 'pg-boss';

export interface CreateJobQueueOptions extends JobQueueOptions {
  database: Database;
  kind: JobQueueKind;
  /** Lease without heartbeat (default 30 s). pg-boss takes whole seconds; fractions are rounded up there. */
  leaseSeconds?: number;
  /** First retry delay, doubled per failed attempt (default 5000 ms; pg-boss takes whole seconds and adds jitter). */
  retryBaseDelayMs?: number;
  /** Days finished jobs are kept: pg-boss deletes them itself; the embedded queue's are pruned by `scheduleFinishedJobPruning`. */
  finishedJobRetentionDays?: number;
}

/** The composition root's one way to get a queue: embedded in the app database, or pg-boss (PostgreSQL only). */
export function createJobQueue(options: CreateJobQueueOptions): JobQueue {
  const common = {
    onFinalFailure: options.onFinalFailure,
    pollIntervalMs: options.pollIntervalMs,
    defaultMaxAttempts: options.defaultMaxAttempts,
    onError: options.onError,
  };
  if (options.kind === 'embedded') {
    return new EmbeddedJobQueue({
      ...common,
      database: options.database,
      leaseSeconds: options.leaseSeconds,
      retryBaseDelayMs: options.retryBaseDelayMs,
    });
  }
  if (options.database.dialect !== 'postgres') throw new Error('The pg-boss job queue needs a PostgreSQL DATABASE_URL');
  return new PgBossJobQueue({
    ...common,
    connectionString: options.database.url,
    leaseSeconds: options.leaseSeconds === undefined ? undefined : Math.max(1, Math.ceil(options.leaseSeconds)),
    retryDelaySeconds: options.retryBaseDelayMs === undefined ? undefined : Math.ceil(options.retryBaseDelayMs / 1000),
    finishedJobRetentionSeconds: options.finishedJobRetentionDays === undefined ? undefined : Math.ceil(options.finishedJobRetentionDays * 24 * 60 * 60),
  });
}
