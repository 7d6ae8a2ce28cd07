import type { Kysely } from 'kysely';

/**
 * Indexes that match the list queries exactly: keyset paging newest first (user, created_at,
 * session_id — the tie-break is in the index, so a page is one index range), and duplicate
 * numbering (user, display_name, start_time, session_id — counted from the index alone).
 * The old (user_id, created_at) index is a prefix of the first and goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analysis_sessions_user_page').on('analysis_sessions').columns(['user_id', 'created_at', 'session_id']).execute();
  await db.schema
    .createIndex('analysis_sessions_user_name_start')
    .on('analysis_sessions')
    .columns(['user_id', 'display_name', 'start_time', 'session_id'])
    .execute();
  await db.schema.dropIndex('analysis_sessions_user_time').execute();
}
