import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { MockSessionsTable } from './mock-tables.ts';

export type MockSessionRow = Selectable<MockSessionsTable>;

/** SQL for `mock_sessions`. Reads on behalf of a user always filter by `user_id`. */
export class MockSessionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Inserts an active session; false when the user already has one (the unique index of migration 019 refused it). */
  async insertActive(row: MockSessionRow & { status: 'active' }): Promise<boolean> {
    try {
      await this.db.insertInto('mock_sessions').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findActive(userId: string): Promise<MockSessionRow | null> {
    const row = await this.db
      .selectFrom('mock_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row ? normalise(row) : null;
  }

  async findOwned(userId: string, id: string): Promise<MockSessionRow | null> {
    const row = await this.db.selectFrom('mock_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  async findById(id: string): Promise<MockSessionRow | null> {
    const row = await this.db.selectFrom('mock_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /**
   * Finished sessions whose report (their mock_interview analysis) has not ended: a process that died
   * between Finish's commit and the report's assembly leaves them so (restart and hourly recovery).
   */
  async listFinishedWithoutReport(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('mock_sessions')
      .innerJoin('analysis_sessions', 'analysis_sessions.session_id', 'mock_sessions.analysis_session_id')
      .select('mock_sessions.id')
      .where('mock_sessions.status', '=', 'completed')
      .where('analysis_sessions.status', 'not in', ['completed', 'failed'])
      .execute();
    return rows.map((row) => row.id);
  }

  async findByAnalysis(analysisSessionId: string): Promise<MockSessionRow | null> {
    const row = await this.db.selectFrom('mock_sessions').selectAll().where('analysis_session_id', '=', analysisSessionId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /** Deletes the session, its answers and their earlier attempts (they cascade on the session; deleted here too for SQLite without foreign keys). */
  async deleteWithAnswers(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('mock_counted_attempts').where('session_id', '=', id).execute();
      await trx.deleteFrom('mock_answer_attempts').where('session_id', '=', id).execute();
      await trx.deleteFrom('mock_answers').where('session_id', '=', id).execute();
      await trx.deleteFrom('mock_sessions').where('id', '=', id).execute();
    });
  }

  /**
   * Replaces the session's questions (a follow-up was added), only while it is active and its keys are
   * still `previousKeys`: of two concurrent changes, the second is refused instead of undoing the first.
   */
  async setQuestions(id: string, change: { questions: string; questionKeys: string; previousKeys: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('mock_sessions')
      .set({ questions: change.questions, question_keys: change.questionKeys })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('question_keys', '=', change.previousKeys)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setCurrentIndex(id: string, index: number, db: Kysely<DatabaseSchema> = this.db): Promise<void> {
    await db.updateTable('mock_sessions').set({ current_index: index }).where('id', '=', id).where('status', '=', 'active').execute();
  }

  /** Answers true only for the request that completed it (a concurrent Finish sees false). */
  async complete(id: string, values: { completedAt: string; summary: string; analysisSessionId: string }, db: Kysely<DatabaseSchema> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('mock_sessions')
      .set({ status: 'completed', completed_at: values.completedAt, summary: values.summary, analysis_session_id: values.analysisSessionId })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** PostgreSQL answers integers as numbers but counts as strings; keep one shape. */
function normalise(row: MockSessionRow): MockSessionRow {
  return { ...row, current_index: Number(row.current_index), question_count: Number(row.question_count) };
}
