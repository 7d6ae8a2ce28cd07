import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import { sql, type Kysely } from 'kysely';
import type { HeldConnection } from '../../db/narrowed-database.ts';
import { userTableWithin, type UserColumns } from './user-table.ts';

/** Analysis credits on the user row; a missing value counts as the default (the spec: 'Credits display as 10 when absent'). */
export class UserCreditsRepository {
  constructor(private readonly db: Kysely<UserColumns>) {}

  /**
   * Takes one credit in a single conditional UPDATE, so concurrent starts can never spend more
   * than the user has. Answers the credits left, or null when there were none.
   */
  async consumeOne(userId: string, db?: HeldConnection): Promise<number | null> {
    const credits = sql<number>`coalesce(analysis_credits, ${DEFAULT_ANALYSIS_CREDITS})`;
    const row = await (db ? userTableWithin(db) : this.db)
      .updateTable('user')
      .set({ analysis_credits: sql<number>`${credits} - 1` })
      .where('id', '=', userId)
      .where(credits, '>', 0)
      .returning('analysis_credits')
      .executeTakeFirst();
    return row ? Number(row.analysis_credits) : null;
  }

  async creditsOf(userId: string): Promise<number> {
    const row = await this.db.selectFrom('user').select('analysis_credits').where('id', '=', userId).executeTakeFirst();
    return row?.analysis_credits === null || row?.analysis_credits === undefined ? DEFAULT_ANALYSIS_CREDITS : Number(row.analysis_credits);
  }

  async setCredits(userId: string, credits: number): Promise<void> {
    await this.db.updateTable('user').set({ analysis_credits: credits }).where('id', '=', userId).execute();
  }
}
