import type { Selectable } from 'kysely';
import { listStoredRecordingsBefore, markRecordingDeleted, namedRecordings, type StoredRecording } from './recording-statements.ts';
import type { MockAnswerAttemptsTable, MockDb } from './mock-tables.ts';
import type { AnswerAnalyses } from './mock-answer-repository.ts';
import { withAnalysisStates, type AnswerAnalysisState } from './answer-analysis-state.ts';

export type MockAttemptRow = Omit<Selectable<MockAnswerAttemptsTable>, 'skipped'> & { skipped: boolean } & AnswerAnalysisState;

const UNFINISHED = new Set(['queued', 'processing', 'in_progress']);

/** SQL for `mock_answer_attempts` (migration 021): a question's earlier attempts; callers check session ownership first. */
export class MockAttemptRepository {
  constructor(
    private readonly db: MockDb,
    private readonly analyses: AnswerAnalyses,
  ) {}

  /** Copies the question's current answer, as it is, into the earlier attempts: it points at the same analysis. */
  async archiveCurrent(sessionId: string, questionKey: string, db: MockDb = this.db): Promise<void> {
    await db
      .insertInto('mock_answer_attempts')
      .columns([
        'session_id', 'question_key', 'attempt', 'skipped', 'notes', 'duration_sec', 'media_key', 'media_deleted_at', 'analysis_session_id',
        'updated_at', 'typed_text', 'typed_content',
      ])
      .expression((eb) =>
        eb
          .selectFrom('mock_answers')
          .select([
            'session_id', 'question_key', 'attempt', 'skipped', 'notes', 'duration_sec', 'media_key', 'media_deleted_at', 'analysis_session_id',
            'updated_at', 'typed_text', 'typed_content',
          ])
          .where('session_id', '=', sessionId)
          .where('question_key', '=', questionKey),
      )
      .execute();
  }

  /** Earlier attempts of a session, each question's oldest first. */
  async listForSession(sessionId: string): Promise<MockAttemptRow[]> {
    const rows = await this.db.selectFrom('mock_answer_attempts').selectAll().where('session_id', '=', sessionId).orderBy('question_key').orderBy('attempt').execute();
    return withAnalysisStates(rows.map(normalise), this.analyses);
  }

  async find(sessionId: string, questionKey: string, attempt: number): Promise<MockAttemptRow | null> {
    const row = await this.db
      .selectFrom('mock_answer_attempts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    return row ? ((await withAnalysisStates([normalise(row)], this.analyses))[0] ?? null) : null;
  }

  /**
   * Earlier attempts whose analysis has not ended (retaken while it was queued or running): of one question, or of
   * every session (restart recovery, from the analysis store's unfinished analyses).
   */
  async listUnanalysed(sessionId?: string, questionKey?: string): Promise<MockAttemptRow[]> {
    let query = this.db.selectFrom('mock_answer_attempts').selectAll().where('analysis_session_id', 'is not', null);
    if (sessionId !== undefined) query = query.where('session_id', '=', sessionId);
    if (questionKey !== undefined) query = query.where('question_key', '=', questionKey);
    if (sessionId === undefined) {
      const unfinished = await this.analyses.listUnfinishedIds('mock_answer');
      if (unfinished.length === 0) return [];
      query = query.where('analysis_session_id', 'in', unfinished);
    }
    const rows = await withAnalysisStates((await query.execute()).map(normalise), this.analyses);
    return rows.filter((row) => row.analysis_status !== null && UNFINISHED.has(row.analysis_status));
  }

  /** The earlier attempt whose recording `analysisId` analyses, as stored (no analysis state); null when none does. */
  async findByAnalysis(analysisId: string): Promise<Omit<MockAttemptRow, keyof AnswerAnalysisState> | null> {
    const row = await this.db.selectFrom('mock_answer_attempts').selectAll().where('analysis_session_id', '=', analysisId).executeTakeFirst();
    return row ? normalise(row) : null;
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

function normalise(row: Selectable<MockAnswerAttemptsTable>): Omit<MockAttemptRow, keyof AnswerAnalysisState> {
  return {
    ...row,
    skipped: Boolean(Number(row.skipped)),
    duration_sec: row.duration_sec === null ? null : Number(row.duration_sec),
    attempt: Number(row.attempt),
  };
}
