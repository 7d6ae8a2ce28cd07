import { describe } from 'vitest';
import { sql } from 'kysely';
import { jobQueueContractTests } from './job-queue-contract-tests.ts';

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
