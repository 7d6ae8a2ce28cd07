import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface RecordingClaim {
  key: string;
  sessionId: string;
  questionKey: string;
  at: string;
}

/** SQL for `mock_recordings`: the recording keys presign handed out, per session and question. */
export class MockRecordingRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Records a new key unless the question already has `max`; answers whether it was recorded.
   * Inserting before counting keeps concurrent claims from passing `max` together (at worst they all lose).
   */
  async claim(claim: RecordingClaim, max: number): Promise<boolean> {
    await this.db
      .insertInto('mock_recordings')
      .values({ key: claim.key, session_id: claim.sessionId, question_key: claim.questionKey, created_at: claim.at })
      .execute();
    const row = await this.db
      .selectFrom('mock_recordings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('session_id', '=', claim.sessionId)
      .where('question_key', '=', claim.questionKey)
      .executeTakeFirstOrThrow();
    if (Number(row.n) <= max) return true;
    await this.db.deleteFrom('mock_recordings').where('key', '=', claim.key).execute();
    return false;
  }
}
