import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DrainOptions, EnqueueOptions, JobHandler, JobQueue, QueueStats, WorkOptions } from './job-queue.ts';
import { resolveJobQueueOptions, type JobQueueOptions } from './job-queue-options.ts';
import type { JobsTable } from './job-tables.ts';
import { JobWorkerPool, type ClaimedJob, type JobSource } from './job-worker-pool.ts';
import { retryDelayMs } from './retry-backoff.ts';

export interface EmbeddedJobQueueOptions extends JobQueueOptions {
  /** The app database; the queue uses its `jobs` table (migration 002) and does not close it. */
  database: Database;
  /** How long a claim holds a job without a heartbeat (default 30 s; fractions allowed). */
  leaseSeconds?: number;
  /** First retry delay; doubles with each failed attempt (default 5000 ms). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
}

interface EmbeddedClaim extends ClaimedJob {
  /** The claim's token in `locked_by`: every update of the job checks it, so a stale worker cannot settle a job it lost. */
  token: string;
  maxAttempts: number;
}

/** Enqueues in this process wake this process's idle workers on the same database at once. */
const wakeups = new EventEmitter();
wakeups.setMaxListeners(0);

const LOST_WORKER_MESSAGE = 'The worker running this job stopped before finishing it';

/**
 * Job queue in a `jobs` table of the app database (SQLite or PostgreSQL): leases renewed by
 * heartbeats, retries with exponential backoff, at-least-once delivery. Times are this
 * process's clock in epoch ms; processes sharing a PostgreSQL database need synchronised clocks.
 */
export class EmbeddedJobQueue implements JobQueue {
  private readonly db: Database['db'];
  private readonly leaseMs: number;
  private readonly retryBaseDelayMs: number;
  private readonly retryMaxDelayMs: number;
  private readonly defaultMaxAttempts: number;
  private readonly onError: (error: unknown) => void;
  private readonly pool: JobWorkerPool;
  private readonly listeners: Array<[string, () => void]> = [];
  private readonly source: JobSource<EmbeddedClaim>;

  constructor(private readonly options: EmbeddedJobQueueOptions) {
    const common = resolveJobQueueOptions(options);
    this.db = options.database.db;
    this.leaseMs = common.leaseSeconds * 1000;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 5000;
    this.retryMaxDelayMs = options.retryMaxDelayMs ?? 10 * 60_000;
    this.defaultMaxAttempts = common.defaultMaxAttempts;
    this.onError = common.onError;
    this.pool = new JobWorkerPool({
      heartbeatIntervalMs: this.leaseMs / 3,
      pollIntervalMs: common.pollIntervalMs,
      onError: this.onError,
    });
    this.source = {
      claim: (name, limit) => this.claim(name, limit),
      renew: (job) => this.renew(job),
      complete: (job) => this.complete(job),
      fail: (job, error) => this.fail(job, error),
      release: (job) => this.release(job),
    };
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    const maxAttempts = options.maxAttempts ?? this.defaultMaxAttempts;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
    const id = options.singletonKey === undefined
      ? await this.insert(name, payload, maxAttempts, null)
      : await this.insertSingleton(name, payload, maxAttempts, options.singletonKey);
    wakeups.emit(this.wakeupEvent(name));
    return id;
  }

  async work(name: string, handler: JobHandler, options: WorkOptions = {}): Promise<void> {
    this.pool.start(name, this.source, handler, options.concurrency ?? 1);
    const event = this.wakeupEvent(name);
    const listener = (): void => this.pool.wake(name);
    wakeups.on(event, listener);
    this.listeners.push([event, listener]);
  }

  async drain(options: DrainOptions = {}): Promise<void> {
    for (const [event, listener] of this.listeners.splice(0)) wakeups.off(event, listener);
    await this.pool.drain(options.graceMs);
  }

  stop(): Promise<void> {
    return this.drain();
  }

  async stats(): Promise<QueueStats> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const stats: QueueStats = { queued: 0, active: 0, failed: 0, completed: 0 };
    for (const row of rows) stats[row.status] = Number(row.count);
    return stats;
  }

  async pruneFinished(finishedBefore: number): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('status', 'in', ['completed', 'failed'])
      .where('updated_at', '<', finishedBefore)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private wakeupEvent(name: string): string {
    return `${this.options.database.url}\n${name}`;
  }

  private async insert(name: string, payload: unknown, maxAttempts: number, singletonKey: string | null): Promise<string> {
    const now = Date.now();
    const id = randomUUID();
    await this.db.insertInto('jobs').values(newRow(id, name, payload, maxAttempts, singletonKey, now)).execute();
    return id;
  }

  private async insertSingleton(name: string, payload: unknown, maxAttempts: number, singletonKey: string): Promise<string> {
    // The partial unique index admits one unfinished job per key; when the insert yields to it, answer that job.
    for (;;) {
      const now = Date.now();
      const inserted = await this.db
        .insertInto('jobs')
        .values(newRow(randomUUID(), name, payload, maxAttempts, singletonKey, now))
        .onConflict((oc) =>
          oc
            .columns(['name', 'singleton_key'])
            .where(sql<boolean>`singleton_key is not null and status in ('queued', 'active')`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const existing = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', name)
        .where('singleton_key', '=', singletonKey)
        .where('status', 'in', ['queued', 'active'])
        .executeTakeFirst();
      // Otherwise it finished between the two statements: try the insert again.
      if (existing) return existing.id;
    }
  }

  private async claim(name: string, limit: number): Promise<EmbeddedClaim[]> {
    const claims: EmbeddedClaim[] = [];
    while (claims.length < limit) {
      const row = await this.claimOne(name);
      if (!row) break;
      const claim: EmbeddedClaim = {
        id: row.id,
        name: row.name,
        payload: JSON.parse(row.payload) as unknown,
        attempt: Number(row.attempts),
        token: row.locked_by ?? '',
        maxAttempts: Number(row.max_attempts),
      };
      // Only a lapsed lease (a vanished worker) brings a job past its last attempt.
      if (claim.attempt > claim.maxAttempts) await this.failFinally(claim, new Error(LOST_WORKER_MESSAGE));
      else claims.push(claim);
    }
    return claims;
  }

  private async claimOne(name: string): Promise<JobsTable | undefined> {
    const now = Date.now();
    const due = this.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', name)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'active'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('created_at')
      .limit(1)
      // PostgreSQL: concurrent claimers skip a row another is taking instead of queueing behind it.
      // SQLite runs one writer at a time, which makes the statement atomic there.
      .$if(this.options.database.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'active',
        attempts: eb('attempts', '+', 1),
        locked_by: randomUUID(),
        locked_until: now + this.leaseMs,
        updated_at: now,
      }))
      .where('id', '=', due)
      .returningAll()
      .executeTakeFirst();
    return row as JobsTable | undefined;
  }

  private async renew(job: EmbeddedClaim): Promise<boolean> {
    const now = Date.now();
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: now + this.leaseMs, updated_at: now })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.token)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Back to queued and due now, the claim's attempt taken back: the job did not fail, its worker is shutting down. */
  private async release(job: EmbeddedClaim): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), run_at: now, locked_by: null, locked_until: null, updated_at: now }))
      .where('id', '=', job.id)
      .where('locked_by', '=', job.token)
      .where('status', '=', 'active')
      .execute();
    wakeups.emit(this.wakeupEvent(job.name));
  }

  private async complete(job: EmbeddedClaim): Promise<void> {
    await this.settle(job, { status: 'completed' });
  }

  private async fail(job: EmbeddedClaim, error: Error): Promise<void> {
    if (job.attempt >= job.maxAttempts) {
      await this.failFinally(job, error);
      return;
    }
    const delay = retryDelayMs(job.attempt, this.retryBaseDelayMs, this.retryMaxDelayMs);
    await this.settle(job, { status: 'queued', run_at: Date.now() + delay, last_error: error.message });
  }

  private async failFinally(job: EmbeddedClaim, error: Error): Promise<void> {
    // The callback goes first, while the lease is ours: a crash in between leaves the job to be
    // claimed and failed again (the callback runs twice) rather than failed with the feature never told.
    if (!(await this.renew(job))) return;
    try {
      await this.options.onFinalFailure(
        { id: job.id, name: job.name, payload: job.payload, attempts: Math.min(job.attempt, job.maxAttempts) },
        error,
      );
    } catch (callbackError) {
      this.onError(callbackError);
    }
    await this.settle(job, { status: 'failed', last_error: error.message });
  }

  private async settle(job: EmbeddedClaim, changes: Partial<Pick<JobsTable, 'status' | 'run_at' | 'last_error'>>): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ ...changes, locked_by: null, locked_until: null, updated_at: Date.now() })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.token)
      .execute();
  }
}

function newRow(id: string, name: string, payload: unknown, maxAttempts: number, singletonKey: string | null, now: number) {
  return {
    id,
    name,
    payload: JSON.stringify(payload ?? null),
    status: 'queued' as const,
    max_attempts: maxAttempts,
    run_at: now,
    locked_until: null,
    locked_by: null,
    last_error: null,
    singleton_key: singletonKey,
    created_at: now,
    updated_at: now,
  };
}
