import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

describe('migration 019 on a database whose users already hold several active mock interviews', () => {
  const before = databaseBeforeMigration();

  it('keeps each user’s newest active session, closes the older ones, then refuses a second active one', async () => {
    const database = before.database();
    await before.migrateTo('016-analysis-list-versions');
    const session = (id: string, userId: string, createdAt: string) => ({
      id,
      user_id: userId,
      status: 'active' as const,
      question_keys: '[]',
      current_index: 0,
      created_at: createdAt,
      completed_at: null,
      summary: null,
      analysis_session_id: null,
    });
    await database.db
      .insertInto('mock_sessions')
      .values([
        session('a-old', 'ann', '2026-11-01T10:00:00.000Z'),
        session('a-new', 'ann', '2026-11-01T10:00:00.005Z'),
        session('b-tie-1', 'ben', '2026-11-02T10:00:00.000Z'),
        session('b-tie-2', 'ben', '2026-11-02T10:00:00.000Z'),
        session('c-only', 'cat', '2026-11-03T10:00:00.000Z'),
      ])
      .execute();

    await before.migrateTo('019-mock-session-limits');
    const rows = await database.db.selectFrom('mock_sessions').select(['id', 'status', 'completed_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a-new', status: 'active', completed_at: null },
      { id: 'a-old', status: 'completed', completed_at: '2026-11-01T10:00:00.000Z' },
      { id: 'b-tie-1', status: 'completed', completed_at: '2026-11-02T10:00:00.000Z' },
      { id: 'b-tie-2', status: 'active', completed_at: null },
      { id: 'c-only', status: 'active', completed_at: null },
    ]);
    await expect(database.db.insertInto('mock_sessions').values(session('a-third', 'ann', '2026-11-04T10:00:00.000Z')).execute()).rejects.toThrow();
    await database.db.insertInto('mock_sessions').values({ ...session('a-done', 'ann', '2026-11-04T10:00:00.000Z'), status: 'completed' }).execute();
  });
});
