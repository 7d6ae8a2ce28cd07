import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../test/test-database.ts';
import { startTsxChild } from '../test/tsx-child.ts';
import { createJobQueue, type JobQueueKind } from './create-job-queue.ts';
import type { FailedJob, JobQueue, RunningJob } from './job-queue.ts';

/** What differs between adapters in the shared behaviour tests. */
export interface JobQueueContractOptions {
  kind: JobQueueKind;
  leaseSeconds: number;
  /** The least time between attempt n and n+1 that the adapter's backoff allows, n = 1, 2. */
  minimumRetryGapsMs: [number, number];
  /** The error kept on a failed job, read from the adapter's own storage. */
  lastError(database: Database, jobId: string): Promise<string | null>;
}

const fixture = fileURLToPath(new URL('./hanging-worker.fixture.ts', import.meta.url));

/**
 * The JobQueue behaviour every adapter must show, against a fresh database of the test run's
 * kind (SQLite file, or PostgreSQL when DATABASE_URL says so).
 */
export function jobQueueContractTests(options: JobQueueContractOptions): void {
  let testDatabase: TestDatabaseUrl;
  let database: Database;
  const finalFailures: Array<{ job: FailedJob; error: Error }> = [];
  const opened: Array<{ queue: JobQueue; database: Database | null }> = [];

  /** A queue on its own connection(s), as a separate worker process would have. */
  function newQueue(ownConnection = false, pollIntervalMs = 50): JobQueue {
    const connection = ownConnection ? openDatabase(testDatabase.url) : null;
    const queue = createJobQueue({
      database: connection ?? database,
      kind: options.kind,
      leaseSeconds: options.leaseSeconds,
      pollIntervalMs,
      retryBaseDelayMs: 100,
      onFinalFailure: (job, error) => {
        finalFailures.push({ job, error });
      },
      onError: (error) => {
        // A lost lease is expected in the theft tests; anything else is a bug worth seeing.
        if (!(error instanceof Error && error.name === 'JobLeaseLostError')) console.error(error);
      },
    });
    opened.push({ queue, database: connection });
    return queue;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabaseUrl();
    database = openDatabase(testDatabase.url);
    await migrateToLatest(database);
  });

  afterAll(async () => {
    for (const { queue, database: connection } of opened) {
      await queue.stop();
      await connection?.destroy();
    }
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('runs an enqueued job once with its payload', async () => {
    const queue = newQueue();
    const runs: RunningJob[] = [];
    await queue.work('greet', async (job) => {
      runs.push(job);
    });
    const id = await queue.enqueue('greet', { sessionId: 'abc', sizes: [1, 2] });
    await waitFor(() => runs.length > 0);
    await queue.stop();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id, payload: { sessionId: 'abc', sizes: [1, 2] }, attempt: 1 });
    expect((await newQueue().stats?.())?.completed).toBeGreaterThanOrEqual(1);
  });

  it('wakes its idle workers on enqueue instead of waiting for the next poll', async () => {
    const queue = newQueue(false, 600_000);
    const ran: string[] = [];
    await queue.work('wake', async (job) => {
      ran.push(job.id);
    });
    // Let the worker find the queue empty and go idle first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const id = await queue.enqueue('wake', {});
    await waitFor(() => ran.length > 0, 20_000);
    expect(ran).toEqual([id]);
    await queue.stop();
  });

  it('retries a throwing handler with growing delays, then fails it, keeps the error and calls onFinalFailure once', async () => {
    const queue = newQueue();
    const starts: Array<{ attempt: number; at: number }> = [];
    await queue.work('flaky', async (job) => {
      starts.push({ attempt: job.attempt, at: Date.now() });
      throw new Error(`boom on attempt ${job.attempt}`);
    });
    const id = await queue.enqueue('flaky', { n: 1 }, { maxAttempts: 3 });
    await waitFor(() => finalFailures.some((f) => f.job.id === id), 30_000);
    await queue.stop();

    expect(starts.map((s) => s.attempt)).toEqual([1, 2, 3]);
    const gaps = [starts[1]!.at - starts[0]!.at, starts[2]!.at - starts[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(options.minimumRetryGapsMs[0]);
    expect(gaps[1]).toBeGreaterThanOrEqual(options.minimumRetryGapsMs[1]);
    const failures = finalFailures.filter((f) => f.job.id === id);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.job).toMatchObject({ id, name: 'flaky', payload: { n: 1 }, attempts: 3 });
    expect(failures[0]!.error.message).toBe('boom on attempt 3');
    expect(await options.lastError(database, id)).toBe('boom on attempt 3');
    expect((await newQueue().stats?.())?.failed).toBeGreaterThanOrEqual(1);
  });

  it('dedupes by singletonKey while the job is unfinished, and not after', async () => {
    const queue = newQueue();
    const first = await queue.enqueue('single', { n: 1 }, { singletonKey: 'upload-1' });
    const again = await queue.enqueue('single', { n: 2 }, { singletonKey: 'upload-1' });
    const other = await queue.enqueue('single', { n: 3 }, { singletonKey: 'upload-2' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);

    const payloads: unknown[] = [];
    await queue.work('single', async (job) => {
      payloads.push(job.payload);
    });
    await waitFor(() => payloads.length === 2);
    const later = await queue.enqueue('single', { n: 4 }, { singletonKey: 'upload-1' });
    expect(later).not.toBe(first);
    await waitFor(() => payloads.length === 3);
    await queue.stop();
    expect(payloads).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }, { n: 4 }]));
    expect(payloads).not.toContainEqual({ n: 2 });
  });

  it('hands the job of a worker killed with SIGKILL to another worker once its lease lapses', async () => {
    const queue = newQueue();
    const id = await queue.enqueue('crash', { n: 1 }, { maxAttempts: 3 });
    await runAndKillHangingWorker(testDatabase.url, options.kind, 'crash', id);

    const attempts: number[] = [];
    await newQueue(true).work('crash', async (job) => {
      if (job.id === id) attempts.push(job.attempt);
    });
    await waitFor(() => attempts.length > 0, 30_000);
    expect(attempts).toEqual([2]);
  });

  it('fails a job whose worker was killed on its last attempt, with onFinalFailure saying why', async () => {
    const queue = newQueue();
    const id = await queue.enqueue('crash-last', { n: 1 }, { maxAttempts: 1 });
    await runAndKillHangingWorker(testDatabase.url, options.kind, 'crash-last', id);

    let ran = false;
    await newQueue(true).work('crash-last', async () => {
      ran = true;
    });
    await waitFor(() => finalFailures.some((f) => f.job.id === id), 30_000);
    const failure = finalFailures.find((f) => f.job.id === id)!;
    expect(failure.job).toMatchObject({ name: 'crash-last', payload: { n: 1 }, attempts: 1 });
    expect(failure.error.message).toMatch(/stopped before finishing/);
    expect(ran).toBe(false);
  });

  it('two workers on separate connections run each of 50 jobs exactly once', async () => {
    const producer = newQueue();
    const executions = new Map<string, number>();
    const handler = async (job: RunningJob): Promise<void> => {
      executions.set(job.id, (executions.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workers = [newQueue(true), newQueue(true)];
    for (const worker of workers) await worker.work('many', handler, { concurrency: 4 });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, n) => producer.enqueue('many', { n })));
    await waitFor(() => ids.every((id) => executions.has(id)), 60_000);
    // Stopped, the workers have finished every handler they started and start no more: the count is final.
    for (const worker of workers) await worker.stop();
    expect(new Set(ids).size).toBe(50);
    expect(ids.map((id) => executions.get(id))).toEqual(ids.map(() => 1));
    expect(executions.size).toBe(50);
  });

  it('drain() lets a running job finish within the grace time, takes no new job, and enqueueing still works', async () => {
    const queue = newQueue(true);
    const started: string[] = [];
    const finished: string[] = [];
    await queue.work('drain-finish', async (job) => {
      started.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished.push(job.id);
    });
    const id = await queue.enqueue('drain-finish', { n: 1 });
    await waitFor(() => started.length > 0);
    await queue.drain({ graceMs: 60_000 });
    expect(finished).toEqual([id]);

    const later = await queue.enqueue('drain-finish', { n: 2 });
    const runs: RunningJob[] = [];
    await newQueue(true).work('drain-finish', async (job) => {
      runs.push(job);
    });
    await waitFor(() => runs.length > 0);
    // Its first attempt, in the queue still working: the drained one never took it.
    expect(runs.map((job) => [job.id, job.attempt])).toEqual([[later, 1]]);
    expect(started).toEqual([id]);
  });

  it('drain() gives a job that outlives the grace time back at once, its attempt not counted, even when the handler ignores the abort', async () => {
    const draining = newQueue(true);
    const signals: AbortSignal[] = [];
    await draining.work('drain-release', async (job) => {
      signals.push(job.signal);
      await new Promise(() => {});
    });
    // One attempt only: a counted attempt would fail the job instead of running it again.
    const id = await draining.enqueue('drain-release', { n: 1 }, { maxAttempts: 1 });
    await waitFor(() => signals.length > 0);
    await draining.drain({ graceMs: 50 });
    expect(signals[0]!.aborted).toBe(true);
    await draining.stop();

    const runs: RunningJob[] = [];
    await newQueue(true).work('drain-release', async (job) => {
      runs.push(job);
    });
    await waitFor(() => runs.length > 0);
    expect(runs.map((job) => [job.id, job.attempt, job.payload])).toEqual([[id, 1, { n: 1 }]]);
    expect(finalFailures.some((f) => f.job.id === id)).toBe(false);
  });

  it('keeps a job that outlives several leases with its worker while heartbeats renew it', async () => {
    const first = newQueue(true);
    const second = newQueue(true);
    const runs: Array<{ worker: string; attempt: number }> = [];
    const longHandler = (worker: string) => async (job: RunningJob): Promise<void> => {
      runs.push({ worker, attempt: job.attempt });
      await new Promise((resolve) => setTimeout(resolve, options.leaseSeconds * 3500));
    };
    const id = await first.enqueue('long', { n: 1 });
    await first.work('long', longHandler('first'));
    await waitFor(() => runs.length > 0);
    await second.work('long', longHandler('second'));
    await first.stop();
    // Stopped, the second worker has finished any handler it started and starts no more: runs is final.
    await second.stop();
    expect(runs).toEqual([{ worker: 'first', attempt: 1 }]);
    expect(finalFailures.some((f) => f.job.id === id)).toBe(false);
  });
}

/** Starts the hanging-worker fixture, waits until it has claimed `jobId`, and kills it with SIGKILL. */
async function runAndKillHangingWorker(url: string, kind: JobQueueKind, name: string, jobId: string): Promise<void> {
  const worker = startTsxChild(fixture, [url, kind, name]);
  await worker.waitForOutput(`claimed ${jobId}`, 30_000);
  expect(worker.output()).toContain(`claimed ${jobId}`);
  expect(await worker.kill()).toBe('SIGKILL');
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
