import type { Kysely } from 'kysely';

/** Mock interview sessions and their answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mock_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('question_keys', 'text', (c) => c.notNull())
    .addColumn('current_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('summary', 'text')
    .addColumn('analysis_session_id', 'varchar(64)')
    .execute();
  // Start looks for the user's active session.
  await db.schema.createIndex('mock_sessions_user_status').on('mock_sessions').columns(['user_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('mock_answers')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('mock_sessions.id').onDelete('cascade'))
    .addColumn('question_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('duration_sec', 'double precision')
    .addColumn('media_key', 'varchar(512)')
    .addColumn('analysis_status', 'varchar(16)')
    .addColumn('analysis_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('analysis_error', 'text')
    .addColumn('analysis_result', 'text')
    .addColumn('analyzed_media_key', 'varchar(512)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mock_answers_pk', ['session_id', 'question_key'])
    .execute();
  // Restart recovery looks for answers whose analysis did not finish.
  await db.schema.createIndex('mock_answers_analysis_status').on('mock_answers').column('analysis_status').execute();
}
