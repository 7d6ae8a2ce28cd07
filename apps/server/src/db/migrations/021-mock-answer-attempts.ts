import type { Kysely } from 'kysely';

/**
 * Retakes keep every attempt. `mock_answers` stays the question's latest attempt, now
 * numbered (`attempt`); a retake first copies it into `mock_answer_attempts`, with its recording
 * and analysis, which the analysis job, the retention sweep and the report then also read. Rows
 * go with their session (ON DELETE CASCADE, SQLite with foreign_keys on and PostgreSQL).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mock_answers').addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('mock_answer_attempts')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('mock_sessions.id').onDelete('cascade'))
    .addColumn('question_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('duration_sec', 'double precision')
    .addColumn('media_key', 'varchar(512)')
    .addColumn('media_deleted_at', 'varchar(32)')
    .addColumn('analysis_status', 'varchar(16)')
    .addColumn('analysis_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('analysis_error', 'text')
    .addColumn('analysis_result', 'text')
    .addColumn('analyzed_media_key', 'varchar(512)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mock_answer_attempts_pk', ['session_id', 'question_key', 'attempt'])
    .execute();
  await db.schema.createIndex('mock_answer_attempts_media_key').on('mock_answer_attempts').column('media_key').execute();
  await db.schema.createIndex('mock_answer_attempts_analysis_status').on('mock_answer_attempts').column('analysis_status').execute();
}
