import type { MockDb } from './mock-tables.ts';

/** The tables that hold a mock answer's recording: the current answer, and earlier attempts at a retaken question. */
export type RecordingTable = 'mock_answers' | 'mock_answer_attempts';

export interface StoredRecording {
  session_id: string;
  question_key: string;
  media_key: string;
}

/** Recordings still stored that were saved before `before` (ISO time), oldest first: a batch of the retention sweep. */
export async function listStoredRecordingsBefore(db: MockDb, table: RecordingTable, before: string, limit: number): Promise<StoredRecording[]> {
  const rows = await db
    .selectFrom(table)
    .select(['session_id', 'question_key', 'media_key'])
    .where('media_deleted_at', 'is', null)
    .where('media_key', 'is not', null)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.media_key ? [{ session_id: r.session_id, question_key: r.question_key, media_key: r.media_key }] : []));
}

/** Records that the recording at `mediaKey` was deleted; false when the row was recorded again meanwhile. */
export async function markRecordingDeleted(db: MockDb, table: RecordingTable, recording: StoredRecording, at: string): Promise<boolean> {
  const updated = await db
    .updateTable(table)
    .set({ media_deleted_at: at })
    .where('session_id', '=', recording.session_id)
    .where('question_key', '=', recording.question_key)
    .where('media_key', '=', recording.media_key)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Which of `keys` a row of `table` names as its recording. */
export async function namedRecordings(db: MockDb, table: RecordingTable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('media_key').where('media_key', 'in', keys).execute();
  return new Set(rows.flatMap((row) => (row.media_key ? [row.media_key] : [])));
}

/** The recordings of a session's rows of `table` and the analyses they point at. */
export function recordingsOfSession(db: MockDb, table: RecordingTable, sessionId: string): Promise<Array<{ media_key: string | null; analysis_session_id: string | null }>> {
  return db.selectFrom(table).select(['media_key', 'analysis_session_id']).where('session_id', '=', sessionId).execute();
}
