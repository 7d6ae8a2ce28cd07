import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../test/test-database.ts';
import { jobQueueContractTests } from './job-queue-contract-tests.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

// pg-boss exists only on PostgreSQL: run with DATABASE_URL=postgres://… (CI does).
describe.skipIf(!onPostgres)('PgBossJobQueue: the JobQueue contract', () => {
  jobQueueContractTests({
    kind: 'pg-boss',
    leaseSeconds: 1,
    // retryDelay 1 s with backoff: attempt n+1 waits 2^n/2 · (1 + random) seconds.
    minimumRetryGapsMs: [1000, 2000],
    lastError: async (database, id) => {
      const { rows } = await sql<{ message: string | null }>`SELECT output->>'message' AS message FROM pgboss.job WHERE id = ${id}::uuid`.execute(database.db);
      return rows[0]?.message ?? null;
    },
  });
});

describe.skipIf(!onPostgres)('PgBossJobQueue: many processes starting at once', () => {
  let testDatabase: TestDatabaseUrl;
  const queues: PgBossJobQueue[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabaseUrl();
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await testDatabase?.drop();
  });

  it('create the same new queues without deadlocking each other', async () => {
    // As API instances and workers started together do: each its own pool, each creating every queue it uses.
    const names = ['analysis', 'mock-answer', 'account-purge'];
    for (let i = 0; i < 4; i += 1) queues.push(new PgBossJobQueue({ connectionString: testDatabase.url, onFinalFailure: () => {} }));
    const results = await Promise.allSettled(queues.flatMap((queue) => names.map((name) => queue.work(name, async () => {}))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  });
});
