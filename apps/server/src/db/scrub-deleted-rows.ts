import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Makes rows just deleted for privacy (an account's) unreadable from the database's files. On SQLite,
 * secure_delete (database.ts) zeroed them in the pages, but the write-ahead log still holds earlier
 * copies of those pages: a TRUNCATE checkpoint writes the log into the file and empties it (waiting
 * up to the busy timeout for other connections' readers). Answers false when a reader kept it from
 * finishing. PostgreSQL keeps dead rows until its own VACUUM (docs/OPERATIONS.md).
 */
export async function scrubDeletedRows(database: Database): Promise<boolean> {
  if (database.dialect !== 'sqlite') return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  return Number(rows[0]?.busy ?? 0) === 0;
}
