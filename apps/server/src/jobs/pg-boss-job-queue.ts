import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DrainOptions, EnqueueOptions, JobHandler, JobQueue, QueueStats, WorkOptions } from './job-queue.ts';
import { resolveJobQueueOptions, type JobQueueOptions } from './job-queue-options.ts';
import { JobWorkerPool, type ClaimedJob, type JobSource } from './job-worker-pool.ts';

export interface PgBossJobQueueOptions extends JobQueueOptions {
  /** `postgres://…`; the queue opens its own pool and keeps pg-boss's tables in `schema`. */
  connectionString: string;
  /** pg-boss `expireInSeconds`, used as a lease renewed by heartbeats (default 30, whole seconds ≥ 1). */
  leaseSeconds?: number;
  /** pg-boss `retryDelay` in seconds with `retryBackoff` (default 5). */
  retryDelaySeconds?: number;
  /** How often pg-boss looks for expired leases (default: lease / 3, the heartbeat interval; see docs/decisions/017-cluster.md). */
  maintenanceIntervalSeconds?: number;
  schema?: string;
  /** Connections in the pool this queue opens (default 5). */
  maxConnections?: number;
  /**
   * How long pg-boss keeps finished jobs (its `deleteAfterSeconds`, default 7 days): it moves them to its archive
   * 12 h after they finish and deletes them from there after this.
   */
  finishedJobRetentionSeconds?: number;
}

/** What pg-boss stores as a job's data: our id travels with the payload so the dead-letter copy still names it. */
interface JobData {
  jobId: string;
  payload: unknown;
}

interface PgBossClaim extends ClaimedJob {
  /** pg-boss increments retry_count on every fetch after the first, so it tells this claim from a later one. */
  retryCount: number;
}

/** Failed jobs land in this queue (pg-boss `deadLetter`); its worker tells the feature. */
export function deadLetterQueueName(name: string): string {
  return `${name}__failed`;
}

/**
 * The job queue on pg-boss 10 for PostgreSQL deployments. pg-boss stores the jobs, computes
 * retries with backoff, expires lapsed leases (its maintenance) and moves exhausted jobs to a
 * dead-letter queue. The claim loop is our shared pool over `fetch`/`complete`/`fail` rather
 * than `work()`: `work()` fails any handler that outlives `expireInSeconds`, so a lease renewed
 * by heartbeats (needed to notice a killed worker quickly, yet let long analyses run) cannot be
 * built on it. Heartbeats move the job's `started_on` forward, which is what pg-boss's expiry reads.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly pool: pg.Pool;
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly leaseSeconds: number;
  private readonly defaultMaxAttempts: number;
  private readonly retryDelaySeconds: number;
  private readonly onError: (error: unknown) => void;
  private readonly workers: JobWorkerPool;
  private readonly queues = new Map<string, Promise<void>>();
  private started: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: PgBossJobQueueOptions) {
    const common = resolveJobQueueOptions(options);
    this.schema = options.schema ?? 'pgboss';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.schema)) throw new Error(`Invalid pg-boss schema name: ${this.schema}`);
    this.leaseSeconds = common.leaseSeconds;
    if (!Number.isInteger(this.leaseSeconds) || this.leaseSeconds < 1) throw new Error('leaseSeconds must be a whole number ≥ 1 for pg-boss');
    this.defaultMaxAttempts = common.defaultMaxAttempts;
    this.retryDelaySeconds = options.retryDelaySeconds ?? 5;
    this.onError = common.onError;
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 5 });
    this.pool.on('error', this.onError);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      schema: this.schema,
      supervise: true,
      schedule: false,
      // A killed worker's job comes back ≤ lease + lease/3 + retry delay after its last heartbeat (≈ 50 s by default).
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? Math.max(1, Math.round(this.leaseSeconds / 3)),
      // pg-boss reads the key's presence, so it is left out rather than set to undefined.
      ...(options.finishedJobRetentionSeconds === undefined ? {} : { deleteAfterSeconds: options.finishedJobRetentionSeconds }),
    });
    this.boss.on('error', this.onError);
    this.workers = new JobWorkerPool({
      heartbeatIntervalMs: (this.leaseSeconds * 1000) / 3,
      pollIntervalMs: common.pollIntervalMs,
      onError: this.onError,
    });
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    await this.queue(name);
    const maxAttempts = options.maxAttempts ?? this.defaultMaxAttempts;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
    const id = randomUUID();
    const data: JobData = { jobId: id, payload: payload ?? null };
    // Repeated per job because createQueue keeps the settings of whoever created the queue first.
    const sendOptions: PgBoss.SendOptions = {
      id,
      retryLimit: maxAttempts - 1,
      retryDelay: this.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.leaseSeconds,
    };
    if (options.singletonKey === undefined) {
      await this.boss.send(name, data, sendOptions);
    } else {
      const existing = await this.sendSingleton(name, data, { ...sendOptions, singletonKey: options.singletonKey });
      if (existing) return existing;
    }
    this.workers.wake(name);
    return id;
  }

  async work(name: string, handler: JobHandler, options: WorkOptions = {}): Promise<void> {
    await this.queue(name);
    this.workers.start(name, this.source(name, true), handler, options.concurrency ?? 1);
    const deadLetter = deadLetterQueueName(name);
    this.workers.start(deadLetter, this.source(deadLetter, false), (job) => this.reportFinalFailure(name, job.payload), 1);
  }

  async drain(options: DrainOptions = {}): Promise<void> {
    await this.workers.drain(options.graceMs);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.workers.drain();
    if (this.started) {
      await this.started.catch(() => {});
      await this.boss.stop({ graceful: true, wait: true, close: false });
    }
    await this.pool.end();
  }

  async stats(): Promise<QueueStats> {
    await this.start();
    const { rows } = await this.pool.query<{ state: string; count: number }>(
      `SELECT state::text AS state, count(*)::int AS count FROM ${this.schema}.job
       WHERE name NOT LIKE '\\_\\_pgboss%' AND name NOT LIKE '%\\_\\_failed' GROUP BY state`,
    );
    const stats: QueueStats = { queued: 0, active: 0, failed: 0, completed: 0 };
    for (const { state, count } of rows) {
      if (state === 'created' || state === 'retry') stats.queued += count;
      else if (state === 'active') stats.active += count;
      else if (state === 'completed') stats.completed += count;
      else if (state === 'failed' || state === 'cancelled') stats.failed += count;
    }
    return stats;
  }

  private start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The job queue has been stopped'));
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  /** pg-boss 10 needs a queue (and its dead-letter queue) created before jobs are sent to it. */
  private queue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = (async () => {
        await this.start();
        const deadLetter = deadLetterQueueName(name);
        await this.oneCreatorAtATime(async () => {
          await this.boss.createQueue(deadLetter, { name: deadLetter, retryLimit: this.defaultMaxAttempts - 1, retryDelay: this.retryDelaySeconds, retryBackoff: true });
          await this.boss.createQueue(name, {
            name,
            retryLimit: this.defaultMaxAttempts - 1,
            retryDelay: this.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: this.leaseSeconds,
            deadLetter,
          });
        });
      })();
      ready.catch(() => this.queues.delete(name));
      this.queues.set(name, ready);
    }
    return ready;
  }

  /**
   * pg-boss 10's `create_queue` deadlocks when two connections create queues at once (each inserts its
   * queue row, then locks the job table to attach a partition), as processes started together do.
   * A session advisory lock, held on its own connection, lets one creator run at a time, cluster-wide.
   */
  private async oneCreatorAtATime(create: () => Promise<void>): Promise<void> {
    const lock = await this.pool.connect();
    const key = `${this.schema}.create_queue`;
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      try {
        await create();
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      lock.release();
    }
  }

  /**
   * pg-boss's singleton policies dedupe only some states, so the check is ours: under an
   * advisory lock on the key, answer the unfinished job with that key or send a new one.
   */
  private async sendSingleton(name: string, data: JobData, options: PgBoss.SendOptions & { singletonKey: string }): Promise<string | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${name}\n${options.singletonKey}`]);
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM ${this.schema}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
        [name, options.singletonKey],
      );
      const existing = rows[0]?.id;
      if (!existing) await this.boss.send(name, data, { ...options, db: { executeSql: (text, values) => client.query(text, values) } });
      await client.query('COMMIT');
      return existing ?? null;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Claims of `queueName`; `unwrap` hands handlers our payload, else the whole pg-boss job (for the dead-letter worker). */
  private source(queueName: string, unwrap: boolean): JobSource<PgBossClaim> {
    return {
      claim: async (name, limit) => {
        const jobs = await this.boss.fetch<JobData>(name, { batchSize: limit, includeMetadata: true });
        return jobs.map((job) => ({
          id: job.id,
          name,
          payload: unwrap ? job.data.payload : job,
          attempt: job.retryCount + 1,
          retryCount: job.retryCount,
        }));
      },
      renew: async (job) => {
        const { rowCount } = await this.pool.query(
          `UPDATE ${this.schema}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
          [queueName, job.id, job.retryCount],
        );
        return (rowCount ?? 0) > 0;
      },
      complete: async (job) => {
        await this.boss.complete(queueName, job.id);
      },
      fail: async (job, error) => {
        await this.boss.fail(queueName, job.id, { message: error.message });
      },
      // Back to 'created' with no start time: pg-boss's next fetch then leaves retry_count (the attempt) as it is.
      release: async (job) => {
        await this.pool.query(
          `UPDATE ${this.schema}.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
          [queueName, job.id, job.retryCount],
        );
      },
    };
  }

  private async reportFinalFailure(name: string, deadLetterJob: unknown): Promise<void> {
    const job = deadLetterJob as PgBoss.JobWithMetadata<JobData>;
    await this.options.onFinalFailure(
      { id: job.data.jobId, name, payload: job.data.payload, attempts: job.retryLimit + 1 },
      new Error(failureMessage(job.output)),
    );
  }
}

/** pg-boss keeps `{ message }` from `fail()` and `{ value: { message } }` from its own expiry. */
function failureMessage(output: unknown): string {
  const record = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  if (typeof message !== 'string') return 'The job failed';
  return message === 'job failed by timeout in active state' ? 'The worker running this job stopped before finishing it' : message;
}
