import type { Kysely } from 'kysely';

/** Files of deleted accounts still to be removed from the object store (features/account). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_object_purges')
    .addColumn('key', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
