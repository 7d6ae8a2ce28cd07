import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../test/migrated-test-database.ts';
import { EmbeddedJobQueue } from './embedded-job-queue.ts';
import { jobQueueContractTests } from './job-queue-contract-tests.ts';
import { JobLeaseLostError } from './job-queue.ts';

describe('EmbeddedJobQueue: the JobQueue contract', () => {
  jobQueueContractTests({
    kind: 'embedded',
    leaseSeconds: 0.5,
    minimumRetryGapsMs: [100, 200],
    lastError: async (database, id) => {
      const row = await database.db.selectFrom('jobs').select('last_error').where('id', '=', id).executeTakeFirst();
      return row?.last_error ?? null;
    },
  });
});

describe('EmbeddedJobQueue', () => {
  const database = migratedTestDatabase();

  function newQueue(): EmbeddedJobQueue {
    return new EmbeddedJobQueue({ database: database(), leaseSeconds: 5, pollIntervalMs: 50, onFinalFailure: () => {} });
  }

  it('rejects heartbeat() once another claim has taken the job over, and does not let the old worker settle it', async () => {
    const queue = newQueue();
    let release: () => void = () => {};
    const outcome = new Promise<unknown>((resolve) => {
      void queue.work('stolen', async (job) => {
        await database().db.updateTable('jobs').set({ locked_by: 'someone-else' }).where('id', '=', job.id).execute();
        resolve(await job.heartbeat().then(() => 'renewed', (error: unknown) => error));
        await new Promise<void>((r) => (release = r));
      });
    });
    const id = await queue.enqueue('stolen', {});
    const error = await outcome;
    expect(error).toBeInstanceOf(JobLeaseLostError);
    release();
    await queue.stop();
    const row = await database().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', locked_by: 'someone-else' });
  });

  it('stop() waits for running handlers and then claims nothing more', async () => {
    const queue = newQueue();
    const finished: number[] = [];
    await queue.work(
      'graceful',
      async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished.push((job.payload as { n: number }).n);
      },
      { concurrency: 2 },
    );
    await queue.enqueue('graceful', { n: 1 });
    await queue.enqueue('graceful', { n: 2 });
    while ((await queue.stats()).active < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await queue.stop();
    expect(finished.sort()).toEqual([1, 2]);
    await queue.enqueue('graceful', { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toHaveLength(2);
    expect((await queue.stats()).queued).toBe(1);
  });

  it('stores the payload as JSON text and keeps it intact', async () => {
    const queue = newQueue();
    const payload = { text: 'naïve "quotes" \n newline', nested: { list: [1, null, true] } };
    const id = await queue.enqueue('json', payload);
    const row = await database().db.selectFrom('jobs').select(['payload', 'status', 'attempts', 'max_attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toEqual(payload);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, max_attempts: 3 });
    await queue.stop();
  });
});
