import type { Kysely } from 'kysely';

/** Core tables (accounts' own data beside better-auth's): owned by the foundation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_history')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)')
    .addColumn('identifier', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('method', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('failure_reason', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_history_user_time').on('login_history').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(32)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('delivery_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_expiry').on('rate_limit_hits').column('expires_at_ms').execute();
}
