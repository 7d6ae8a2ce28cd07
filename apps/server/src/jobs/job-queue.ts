/**
 * The job queue port. Adapters: `embedded-job-queue.ts` (a table in the app database) and
 * `pg-boss-job-queue.ts` (pg-boss on PostgreSQL). Delivery is at least once: a handler may run
 * again after a crash or a lost lease, so every step it takes must be idempotent.
 */
export interface JobQueue {
  /** Adds a job and answers its id. With a `singletonKey`, an unfinished job of the same name and key is reused (its id is answered). */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Starts processing jobs of `name` in this process; answers once the workers are running. */
  work(name: string, handler: JobHandler, options?: WorkOptions): Promise<void>;
  /**
   * Shutdown, first half: stops taking jobs in this process and settles the running ones. A handler still running
   * after `graceMs` (default: no limit) is aborted (`RunningJob.signal`) and its job goes back to the queue at once,
   * its attempt not counted, for another worker. Enqueueing still works until `stop()`.
   */
  drain(options?: DrainOptions): Promise<void>;
  /** Graceful: `drain()` without a time limit, then releases connections the adapter owns. */
  stop(): Promise<void>;
  stats?(): Promise<QueueStats>;
  /**
   * Deletes finished (completed or failed) jobs last changed before `finishedBefore` (epoch ms) and answers how many.
   * Absent where the queue prunes on its own (pg-boss: `finishedJobRetentionSeconds`).
   */
  pruneFinished?(finishedBefore: number): Promise<number>;
}

export interface EnqueueOptions {
  singletonKey?: string;
  /** Total runs allowed, the first included (default: the adapter's, 3). */
  maxAttempts?: number;
}

export interface DrainOptions {
  /** How long running handlers may take to finish before their jobs are given back (ms; default: no limit). */
  graceMs?: number;
}

export interface WorkOptions {
  /** Handlers of this name running at once in this process (default 1). */
  concurrency?: number;
}

export interface RunningJob {
  id: string;
  name: string;
  payload: unknown;
  /** 1 on the first run. */
  attempt: number;
  /**
   * Renews the lease now. The adapter also renews it on its own every lease/3 while the
   * handler runs; call this between long steps of a blocking loop. Rejects with
   * `JobLeaseLostError` when another worker has taken the job over.
   */
  heartbeat(): Promise<void>;
  /**
   * Aborted when this process gives the job back during a drain: another worker will run it, so stop early and
   * write nothing more (whatever is written meanwhile must still be idempotent).
   */
  signal: AbortSignal;
}

export type JobHandler = (job: RunningJob) => Promise<void>;

export interface QueueStats {
  queued: number;
  active: number;
  failed: number;
  completed: number;
}

/** A job that will not run again: its last attempt threw, or its worker vanished on its last attempt. */
export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
}

/**
 * Called once a job has exhausted its attempts, before it is recorded as failed, so the
 * feature can mark its own record failed with a message. At least once, like handlers.
 */
export type OnFinalFailure = (job: FailedJob, error: Error) => Promise<void> | void;

export class JobLeaseLostError extends Error {
  constructor(readonly jobId: string) {
    super(`The lease on job ${jobId} was lost; another worker may be running it`);
    this.name = 'JobLeaseLostError';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_LEASE_SECONDS = 30;
