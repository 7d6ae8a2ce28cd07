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

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

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
    const events: string[] = [];
    const bothRunning = deferred();
    const finishHandlers = deferred();
    await queue.work(
      'graceful',
      async (job) => {
        const { n } = job.payload as { n: number };
        events.push(`started ${n}`);
        if (events.length === 2) bothRunning.resolve();
        await finishHandlers.promise;
        events.push(`finished ${n}`);
      },
      { concurrency: 2 },
    );
    await queue.enqueue('graceful', { n: 1 });
    await queue.enqueue('graceful', { n: 2 });
    await bothRunning.promise;
    const stopped = queue.stop().then(() => events.push('stopped'));
    // Everything stop() does without waiting for the handlers has happened by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).not.toContain('stopped');
    finishHandlers.resolve();
    await stopped;
    expect(events.slice(2).sort()).toEqual(['finished 1', 'finished 2', 'stopped'].sort());
    expect(events.at(-1)).toBe('stopped');

    // A job enqueued after stop() goes to a queue still working, never to the stopped one.
    const id = await queue.enqueue('graceful', { n: 3 });
    const live = newQueue();
    const ranLive = new Promise<string>((resolve) => {
      void live.work('graceful', async (job) => resolve(job.id));
    });
    expect(await ranLive).toBe(id);
    await live.stop();
    expect(events.filter((e) => e.startsWith('started'))).toHaveLength(2);
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
