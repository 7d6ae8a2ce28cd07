import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { MockSessionsTable } from './mock-tables.ts';

export type MockSessionRow = Selectable<MockSessionsTable>;

/** SQL for `mock_sessions`. Reads on behalf of a user always filter by `user_id`. */
export class MockSessionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(row: MockSessionRow): Promise<void> {
    await this.db.insertInto('mock_sessions').values(row).execute();
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

  async setCurrentIndex(id: string, index: number): Promise<void> {
    await this.db.updateTable('mock_sessions').set({ current_index: index }).where('id', '=', id).where('status', '=', 'active').execute();
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
  return { ...row, current_index: Number(row.current_index) };
}
