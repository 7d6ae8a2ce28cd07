import type { Kysely, Selectable } from 'kysely';
import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import type { DatabaseSchema } from '../../db/schema.ts';
import { listStoredRecordingsBefore, markRecordingDeleted, namedRecordings, type StoredRecording } from './recording-statements.ts';
import type { MockAnswersTable } from './mock-tables.ts';
import { mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';

export type MockAnswerRow = Omit<Selectable<MockAnswersTable>, 'skipped'> & { skipped: boolean };

export interface SavedAnswer {
  sessionId: string;
  questionKey: string;
  skipped: boolean;
  notes: string;
  durationSec: number | null;
  mediaKey: string | null;
  at: string;
  /** The attempt this answer is (1 unless the question was retaken). */
  attempt?: number;
  /** An answer typed instead of recorded: its text and the JSON of its judged content; it has nothing to analyse. */
  typed?: { text: string; content: string };
}

/** SQL for `mock_answers`; callers check session ownership first. */
export class MockAnswerRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Saves (or replaces) the answer to a question; a recorded answer is queued for analysis again. */
  async save(answer: SavedAnswer, db: Kysely<DatabaseSchema> = this.db): Promise<void> {
    const values = {
      skipped: answer.skipped ? 1 : 0,
      notes: answer.notes,
      duration_sec: answer.durationSec,
      media_key: answer.mediaKey,
      media_deleted_at: null,
      analysis_status: answer.mediaKey ? ('queued' as const) : answer.typed ? ('completed' as const) : null,
      analysis_progress: answer.typed ? 100 : 0,
      analysis_error: null,
      updated_at: answer.at,
      attempt: answer.attempt ?? 1,
      typed_text: answer.typed?.text ?? null,
      typed_content: answer.typed?.content ?? null,
    };
    await db
      .insertInto('mock_answers')
      .values({ session_id: answer.sessionId, question_key: answer.questionKey, analysis_result: null, analyzed_media_key: null, ...values })
      .onConflict((oc) => oc.columns(['session_id', 'question_key']).doUpdateSet(values))
      .execute();
    progressSignals.publish(mockSessionTopic(answer.sessionId));
  }

  async listForSession(sessionId: string): Promise<MockAnswerRow[]> {
    const rows = await this.db.selectFrom('mock_answers').selectAll().where('session_id', '=', sessionId).execute();
    return rows.map(normalise);
  }

  async find(sessionId: string, questionKey: string): Promise<MockAnswerRow | null> {
    const row = await this.db
      .selectFrom('mock_answers')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .executeTakeFirst();
    return row ? normalise(row) : null;
  }

  async markProcessing(sessionId: string, questionKey: string): Promise<void> {
    await this.db
      .updateTable('mock_answers')
      .set({ analysis_status: 'processing', analysis_progress: 0, analysis_error: null })
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .execute();
    progressSignals.publish(mockSessionTopic(sessionId));
  }

  async setProgress(sessionId: string, questionKey: string, progress: number): Promise<void> {
    await this.db
      .updateTable('mock_answers')
      .set({ analysis_progress: progress })
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .where('analysis_status', '=', 'processing')
      .execute();
    progressSignals.publish(mockSessionTopic(sessionId));
  }

  /**
   * Stores the outcome of analysing `mediaKey`, only while that is still the answer's recording
   * (a re-recorded answer keeps waiting for its own analysis). Answers whether it was stored.
   */
  async finishAnalysis(
    sessionId: string,
    questionKey: string,
    mediaKey: string,
    outcome: { status: Extract<AnalysisStatus, 'completed' | 'failed'>; result: string | null; error: string | null },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('mock_answers')
      .set({
        analysis_status: outcome.status,
        analysis_progress: 100,
        analysis_result: outcome.result,
        analysis_error: outcome.error,
        analyzed_media_key: mediaKey,
      })
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .where('media_key', '=', mediaKey)
      .executeTakeFirst();
    progressSignals.publish(mockSessionTopic(sessionId));
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Recordings still stored that were saved before `before` (ISO time), oldest first: a batch of the retention sweep. */
  listStoredRecordingsBefore(before: string, limit: number): Promise<StoredRecording[]> {
    return listStoredRecordingsBefore(this.db, 'mock_answers', before, limit);
  }

  /** Records that the recording at `mediaKey` was deleted; false when it was recorded again meanwhile. */
  markRecordingDeleted(sessionId: string, questionKey: string, mediaKey: string, at: string): Promise<boolean> {
    return markRecordingDeleted(this.db, 'mock_answers', { session_id: sessionId, question_key: questionKey, media_key: mediaKey }, at);
  }

  /** Which of `keys` an answer names as its recording. */
  namedRecordings(keys: readonly string[]): Promise<Set<string>> {
    return namedRecordings(this.db, 'mock_answers', keys);
  }

  /** Recorded answers whose analysis has not ended (restart recovery). */
  async listUnanalysed(): Promise<Array<{ session_id: string; question_key: string }>> {
    return this.db
      .selectFrom('mock_answers')
      .select(['session_id', 'question_key'])
      .where('analysis_status', 'in', ['queued', 'processing'])
      .execute();
  }
}

function normalise(row: Selectable<MockAnswersTable>): MockAnswerRow {
  return {
    ...row,
    skipped: Boolean(Number(row.skipped)),
    duration_sec: row.duration_sec === null ? null : Number(row.duration_sec),
    analysis_progress: Number(row.analysis_progress),
    attempt: Number(row.attempt),
  };
}
