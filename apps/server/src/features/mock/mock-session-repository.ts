import type { Selectable } from 'kysely';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { MockSessionsTable, MockDb } from './mock-tables.ts';

export type MockSessionRow = Selectable<MockSessionsTable>;

/** SQL for `mock_sessions`. Reads on behalf of a user always filter by `user_id`. */
export class MockSessionRepository {
  constructor(
    private readonly db: MockDb,
    private readonly analyses: Pick<AnalysisSessions, 'listUnfinishedIds'>,
  ) {}

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

  async idsOfUser(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('mock_sessions').select('id').where('user_id', '=', userId).execute();
    return rows.map((row) => row.id);
  }

  /** The id of the user's session named by its own id or by its report's analysis id. */
  async idOfOwnedByIdOrReport(userId: string, id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('mock_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('id', '=', id), eb('analysis_session_id', '=', id)]))
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async ownersAndReports(ids: readonly string[]): Promise<{ id: string; user_id: string; analysis_session_id: string | null }[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('mock_sessions').select(['id', 'user_id', 'analysis_session_id']).where('id', 'in', [...ids]).execute();
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
    // A report is the user's own analysis; the unfinished ones are few (queued or running uploads and reports).
    const unfinished = await this.analyses.listUnfinishedIds('own');
    const ids: string[] = [];
    for (let i = 0; i < unfinished.length; i += 500) {
      const rows = await this.db
        .selectFrom('mock_sessions')
        .select('id')
        .where('status', '=', 'completed')
        .where('analysis_session_id', 'in', unfinished.slice(i, i + 500))
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }

  async findByAnalysis(analysisSessionId: string): Promise<MockSessionRow | null> {
    const row = await this.db.selectFrom('mock_sessions').selectAll().where('analysis_session_id', '=', analysisSessionId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /**
   * Replaces the session's questions (a follow-up was added, or posting questions taken up with `posting`, the posting
   * as it now stands), only while it is active and its keys are
   * still `previousKeys`: of two concurrent changes, the second is refused instead of undoing the first.
   */
  async setQuestions(id: string, change: { questions: string; questionKeys: string; previousKeys: string; posting?: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('mock_sessions')
      .set({ questions: change.questions, question_keys: change.questionKeys, ...(change.posting === undefined ? {} : { job_description: change.posting }) })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('question_keys', '=', change.previousKeys)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setCurrentIndex(id: string, index: number, db: MockDb = this.db): Promise<void> {
    await db.updateTable('mock_sessions').set({ current_index: index }).where('id', '=', id).where('status', '=', 'active').execute();
  }

  /** Answers true only for the request that completed it (a concurrent Finish sees false). */
  async complete(id: string, values: { completedAt: string; summary: string; analysisSessionId: string }, db: MockDb = this.db): Promise<boolean> {
    const result = await db
      .updateTable('mock_sessions')
      .set({ status: 'completed', completed_at: values.completedAt, summary: values.summary, analysis_session_id: values.analysisSessionId })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/**
 * Deletes the session, its answers and their earlier attempts (they cascade on the session; deleted here too for
 * SQLite without foreign keys). The analyses the answers point at are the analysis feature's to delete.
 */
export async function deleteSessionWithAnswers(db: MockDb, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mock_counted_attempts').where('session_id', '=', id).execute();
    await trx.deleteFrom('mock_answer_attempts').where('session_id', '=', id).execute();
    await trx.deleteFrom('mock_answers').where('session_id', '=', id).execute();
    await trx.deleteFrom('mock_sessions').where('id', '=', id).execute();
  });
}

/** PostgreSQL answers integers as numbers but counts as strings; keep one shape. */
function normalise(row: MockSessionRow): MockSessionRow {
  return { ...row, current_index: Number(row.current_index), question_count: Number(row.question_count) };
}
