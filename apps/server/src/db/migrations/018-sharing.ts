import type { Kysely } from 'kysely';

/**
 * Sharing the owner controls (decision 022): one row per invitation/share, and the viewers'
 * time-stamped comments. No foreign key to better-auth's `user` table (it is migrated after the
 * app's tables); account deletion removes the rows through the sharing user-data source. Comments
 * go with their share (ON DELETE CASCADE on both SQLite, with foreign_keys on, and PostgreSQL).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('invited_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(200)')
    .addColumn('include_recording', 'integer', (c) => c.notNull())
    // SHA-256 of the invitation token; cleared when accepted or revoked (single use).
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('viewer_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  // The owner's list; a viewer's access check ("shared with me"); deletion by invited address.
  await db.schema.createIndex('shares_owner').on('shares').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('shares_viewer').on('shares').columns(['viewer_id', 'owner_id']).execute();
  await db.schema.createIndex('shares_invited_email').on('shares').column('invited_email').execute();

  await db.schema
    .createTable('share_comments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('share_id', 'varchar(64)', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('analysis_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('author_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('at_seconds', 'double precision', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('share_comments_analysis').on('share_comments').columns(['analysis_id', 'at_seconds']).execute();
  await db.schema.createIndex('share_comments_share').on('share_comments').column('share_id').execute();
  await db.schema.createIndex('share_comments_author').on('share_comments').column('author_id').execute();
}
