import { sql, type Kysely } from 'kysely';

/**
 * Mock interviews get limits the database keeps:
 * - at most one active session per user: a partial unique index, so two concurrent starts cannot
 *   both insert one. Users who already hold several keep the newest active (the one start resumed);
 *   the older ones are closed as completed without a summary.
 * - `mock_recordings`: every recording key handed out by presign, so a session's recordings per
 *   question can be counted (the quota) whether the bytes went through the API or straight to S3.
 * - an index on `mock_answers.media_key`: the hourly sweep asks which stored recordings an answer names.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update mock_sessions set status = 'completed', completed_at = created_at
    where status = 'active' and exists (
      select 1 from mock_sessions newer
      where newer.user_id = mock_sessions.user_id and newer.status = 'active'
        and (newer.created_at > mock_sessions.created_at or (newer.created_at = mock_sessions.created_at and newer.id > mock_sessions.id))
    )`.execute(db);
  // Plain SQL: a partial index's condition may not be a bound parameter on SQLite.
  await sql`create unique index mock_sessions_one_active on mock_sessions (user_id) where status = 'active'`.execute(db);

  await db.schema
    .createTable('mock_recordings')
    .addColumn('key', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('mock_sessions.id').onDelete('cascade'))
    .addColumn('question_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mock_recordings_question').on('mock_recordings').columns(['session_id', 'question_key']).execute();
  await db.schema.createIndex('mock_answers_media_key').on('mock_answers').column('media_key').execute();
}
