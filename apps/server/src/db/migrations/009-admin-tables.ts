import type { Kysely } from 'kysely';

/** Admin settings, the admin audit log and worker heartbeats. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('actor_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('actor_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('target_label', 'varchar(1024)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_target').on('admin_audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('worker_id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('beat_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
