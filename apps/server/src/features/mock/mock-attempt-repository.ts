import type { Kysely, Selectable } from 'kysely';
import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { DatabaseSchema } from '../../db/schema.ts';
import { listStoredRecordingsBefore, markRecordingDeleted, namedRecordings, type StoredRecording } from './recording-statements.ts';
import type { MockAnswerAttemptsTable } from './mock-tables.ts';

export type MockAttemptRow = Omit<Selectable<MockAnswerAttemptsTable>, 'skipped'> & { skipped: boolean };

type Outcome = { status: Extract<AnalysisStatus, 'completed' | 'failed'>; result: string | null; error: string | null };

/** SQL for `mock_answer_attempts` (migration 021): a question's earlier attempts; callers check session ownership first. */
export class MockAttemptRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Copies the question's current answer, as it is, into the earlier attempts. */
  async archiveCurrent(sessionId: string, questionKey: string, db: Kysely<DatabaseSchema> = this.db): Promise<void> {
    await db
      .insertInto('mock_answer_attempts')
      .columns([
        'session_id', 'question_key', 'attempt', 'skipped', 'notes', 'duration_sec', 'media_key', 'media_deleted_at', 'analysis_status',
        'analysis_progress', 'analysis_error', 'analysis_result', 'analyzed_media_key', 'updated_at', 'typed_text', 'typed_content',
      ])
      .expression((eb) =>
        eb
          .selectFrom('mock_answers')
          .select([
            'session_id', 'question_key', 'attempt', 'skipped', 'notes', 'duration_sec', 'media_key', 'media_deleted_at', 'analysis_status',
            'analysis_progress', 'analysis_error', 'analysis_result', 'analyzed_media_key', 'updated_at', 'typed_text', 'typed_content',
          ])
          .where('session_id', '=', sessionId)
          .where('question_key', '=', questionKey),
      )
      .execute();
  }

  /** Earlier attempts of a session, each question's oldest first. */
  async listForSession(sessionId: string): Promise<MockAttemptRow[]> {
    const rows = await this.db.selectFrom('mock_answer_attempts').selectAll().where('session_id', '=', sessionId).orderBy('question_key').orderBy('attempt').execute();
    return rows.map(normalise);
  }

  async find(sessionId: string, questionKey: string, attempt: number): Promise<MockAttemptRow | null> {
    const row = await this.db
      .selectFrom('mock_answer_attempts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /** Earlier attempts of a question whose analysis has not ended (retaken while it was queued or running). */
  async listUnanalysed(sessionId?: string, questionKey?: string): Promise<MockAttemptRow[]> {
    let query = this.db.selectFrom('mock_answer_attempts').selectAll().where('analysis_status', 'in', ['queued', 'processing']);
    if (sessionId !== undefined) query = query.where('session_id', '=', sessionId);
    if (questionKey !== undefined) query = query.where('question_key', '=', questionKey);
    return (await query.execute()).map(normalise);
  }

  async markProcessing(mediaKey: string): Promise<void> {
    await this.db.updateTable('mock_answer_attempts').set({ analysis_status: 'processing', analysis_progress: 0, analysis_error: null }).where('media_key', '=', mediaKey).execute();
  }

  /** Stores the outcome of analysing the attempt recorded at `mediaKey`; answers whether an attempt has it. */
  async finishAnalysis(mediaKey: string, outcome: Outcome): Promise<boolean> {
    const updated = await this.db
      .updateTable('mock_answer_attempts')
      .set({ analysis_status: outcome.status, analysis_progress: 100, analysis_result: outcome.result, analysis_error: outcome.error, analyzed_media_key: mediaKey })
      .where('media_key', '=', mediaKey)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Recordings still stored that were saved before `before` (ISO time), oldest first: a batch of the retention sweep. */
  listStoredRecordingsBefore(before: string, limit: number): Promise<StoredRecording[]> {
    return listStoredRecordingsBefore(this.db, 'mock_answer_attempts', before, limit);
  }

  /** Records that the recording at `mediaKey` was deleted; false when it was recorded again meanwhile. */
  markRecordingDeleted(sessionId: string, questionKey: string, mediaKey: string, at: string): Promise<boolean> {
    return markRecordingDeleted(this.db, 'mock_answer_attempts', { session_id: sessionId, question_key: questionKey, media_key: mediaKey }, at);
  }

  /** Which of `keys` an earlier attempt names as its recording. */
  namedRecordings(keys: readonly string[]): Promise<Set<string>> {
    return namedRecordings(this.db, 'mock_answer_attempts', keys);
  }
}

function normalise(row: Selectable<MockAnswerAttemptsTable>): MockAttemptRow {
  return {
    ...row,
    skipped: Boolean(Number(row.skipped)),
    duration_sec: row.duration_sec === null ? null : Number(row.duration_sec),
    analysis_progress: Number(row.analysis_progress),
    attempt: Number(row.attempt),
  };
}
