import type { Kysely } from 'kysely';

/** Per-account sign-in back-off counters (auth/sign-in-backoff.ts), shared by every API process. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_backoff')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at_ms', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_backoff_last_failure').on('sign_in_backoff').column('last_failure_at_ms').execute();
}
