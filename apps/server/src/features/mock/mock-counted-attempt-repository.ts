import type { MockDb } from './mock-tables.ts';

/** SQL for `mock_counted_attempts` (migration 026): the attempt the user chose to count per question; callers check session ownership first. */
export class MockCountedAttemptRepository {
  constructor(private readonly db: MockDb) {}

  /** The chosen attempt of each question of the session that has one, by question key. */
  async forSession(sessionId: string): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('mock_counted_attempts').select(['question_key', 'attempt']).where('session_id', '=', sessionId).execute();
    return new Map(rows.map((row) => [row.question_key, Number(row.attempt)]));
  }

  /** Records (or replaces) the question's chosen attempt. */
  async choose(sessionId: string, questionKey: string, attempt: number, at: string): Promise<void> {
    await this.db
      .insertInto('mock_counted_attempts')
      .values({ session_id: sessionId, question_key: questionKey, attempt, chosen_at: at })
      .onConflict((oc) => oc.columns(['session_id', 'question_key']).doUpdateSet({ attempt, chosen_at: at }))
      .execute();
  }
}
