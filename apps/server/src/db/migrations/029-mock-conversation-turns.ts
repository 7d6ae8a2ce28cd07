import type { Kysely } from 'kysely';

/**
 * The spoken interview kept as turns: who spoke, when (seconds from the start of the session), what, and how a
 * candidate's turn ended. `seq` orders the turns of a session (two may share a time stamp). Rows go with their
 * session (ON DELETE CASCADE), so deleting an interview or an account removes its conversation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mock_conversation_turns')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('mock_sessions.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('speaker', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'double precision', (c) => c.notNull())
    .addColumn('ended_at', 'double precision', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('question_key', 'varchar(64)')
    .addColumn('ended_by', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mock_conversation_turns_pk', ['session_id', 'seq'])
    .execute();
}
