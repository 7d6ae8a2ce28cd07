import type { Kysely } from 'kysely';

/**
 * Which attempt of a retaken question counts, when the user chose one (without a row, the latest counts). A row of
 * its own rather than a column of `mock_answers`: the choice belongs to the question, not to an attempt, and a retake
 * copies the answer row into `mock_answer_attempts` as it is. Rows go with their session (ON DELETE CASCADE).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mock_counted_attempts')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('mock_sessions.id').onDelete('cascade'))
    .addColumn('question_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('chosen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mock_counted_attempts_pk', ['session_id', 'question_key'])
    .execute();
}
