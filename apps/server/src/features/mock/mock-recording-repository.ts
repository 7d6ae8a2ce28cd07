import type { MockDb } from './mock-tables.ts';

export interface RecordingClaim {
  key: string;
  sessionId: string;
  questionKey: string;
  at: string;
}

/** How many times a claim that lost only to claims made at the same moment is tried. */
const CLAIM_ATTEMPTS = 8;

/** SQL for `mock_recordings`: the recording keys presign handed out, per session and question. */
export class MockRecordingRepository {
  constructor(private readonly db: MockDb) {}

  /**
   * Records a new key unless the question already has `max`; answers whether it was recorded.
   * Inserting before counting keeps concurrent claims from passing `max` together. Claims that arrive together can all
   * count each other and lose; a loser whose question still has room tries again after a short random wait, so room
   * left is never refused.
   */
  async claim(claim: RecordingClaim, max: number): Promise<boolean> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      await this.db
        .insertInto('mock_recordings')
        .values({ key: claim.key, session_id: claim.sessionId, question_key: claim.questionKey, created_at: claim.at })
        .execute();
      if ((await this.countFor(claim)) <= max) return true;
      await this.db.deleteFrom('mock_recordings').where('key', '=', claim.key).execute();
      if ((await this.countFor(claim)) >= max) return false;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
    return false;
  }

  private async countFor(claim: RecordingClaim): Promise<number> {
    const row = await this.db
      .selectFrom('mock_recordings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('session_id', '=', claim.sessionId)
      .where('question_key', '=', claim.questionKey)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Starts the one upload a key's link allows: true when no upload to it started before or the last one failed.
   * Conditional, so of two concurrent uploads to one link only one starts.
   */
  async startUpload(key: string, at: string): Promise<boolean> {
    const updated = await this.db.updateTable('mock_recordings').set({ uploaded_at: at }).where('key', '=', key).where('uploaded_at', 'is', null).executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** A failed upload: the link may be used again. */
  async abandonUpload(key: string): Promise<void> {
    await this.db.updateTable('mock_recordings').set({ uploaded_at: null, bytes: null }).where('key', '=', key).execute();
  }

  async finishUpload(key: string, bytes: number): Promise<void> {
    await this.db.updateTable('mock_recordings').set({ bytes }).where('key', '=', key).execute();
  }

  /** Bytes of recordings the user uploaded since `since` (ISO time), across all their interviews. */
  async bytesUploadedSince(userId: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('mock_recordings')
      .innerJoin('mock_sessions', 'mock_sessions.id', 'mock_recordings.session_id')
      .select((eb) => eb.fn.sum<string | number | null>('mock_recordings.bytes').as('total'))
      .where('mock_sessions.user_id', '=', userId)
      .where('mock_recordings.uploaded_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  }
}
