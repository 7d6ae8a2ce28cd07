import type { Kysely } from 'kysely';

/** The coach conversation, one row per message, kept per user. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // Orders messages written within the same millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_messages_user_time').on('coach_messages').columns(['user_id', 'created_at', 'seq']).execute();
}
