import { sql } from 'kysely';
import type { Database } from './database.ts';

const LOCK_NAME = 'rehearse.migrations';

/**
 * Runs `migrate` while this process holds an installation-wide PostgreSQL advisory lock, so that
 * processes started together (API instances, workers) migrate one at a time: better-auth's migrations
 * take no lock of their own, and two of them creating the same table fail each other. The lock is
 * held on a connection of its own; `migrate` uses the pool. SQLite has a single process: no lock.
 */
export async function withMigrationLock(database: Database, migrate: () => Promise<void>): Promise<void> {
  if (database.dialect !== 'postgres') return migrate();
  await database.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext(${LOCK_NAME}))`.execute(connection);
    try {
      await migrate();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${LOCK_NAME}))`.execute(connection);
    }
  });
}
