import type { Kysely } from 'kysely';

/**
 * Indexes that match the list queries exactly: keyset paging newest first (user, created_at,
 * session_id — the tie-break is in the index, so a page is one index range), and duplicate
 * numbering (user, display_name, start_time, session_id — counted from the index alone), and the
 * detail's sessions of one name newest first (user, display_name, created_at, session_id). The old
 * indexes lacked the session_id tie-break, so SQLite preferred walking all of a user's rows in page
 * order over sorting five; they go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analysis_sessions_user_page').on('analysis_sessions').columns(['user_id', 'created_at', 'session_id']).execute();
  await db.schema
    .createIndex('analysis_sessions_user_name_start')
    .on('analysis_sessions')
    .columns(['user_id', 'display_name', 'start_time', 'session_id'])
    .execute();
  await db.schema
    .createIndex('analysis_sessions_user_name_page')
    .on('analysis_sessions')
    .columns(['user_id', 'display_name', 'created_at', 'session_id'])
    .execute();
  await db.schema.dropIndex('analysis_sessions_user_time').execute();
  await db.schema.dropIndex('analysis_sessions_user_name').execute();
}
