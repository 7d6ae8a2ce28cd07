import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The columns of better-auth's `user` table this feature reads and writes (better-auth migrates them). */
type UserCreditColumns = {
  user: {
    id: string;
    email: string;
    name: string;
    analysis_credits: number | null;
    /** JSON text of the spec's settings (see auth/user-fields.ts). */
    settings: string | null;
  };
};

/** Analysis credits on the user row; a missing value counts as the default (spec §3: 'Credits display as 10 when absent'). */
export class UserCreditsRepository {
  private readonly db: Kysely<UserCreditColumns>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.db = db.withTables<UserCreditColumns>() as unknown as Kysely<UserCreditColumns>;
  }

  /**
   * Takes one credit in a single conditional UPDATE, so concurrent starts can never spend more
   * than the user has. Answers the credits left, or null when there were none.
   */
  async consumeOne(userId: string, db: Kysely<DatabaseSchema> = this.dbAsSchema()): Promise<number | null> {
    const credits = sql<number>`coalesce(analysis_credits, ${DEFAULT_ANALYSIS_CREDITS})`;
    const row = await (db as unknown as Kysely<UserCreditColumns>)
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

  async contactOf(userId: string): Promise<{ email: string; name: string; settings: string | null } | null> {
    const row = await this.db.selectFrom('user').select(['email', 'name', 'settings']).where('id', '=', userId).executeTakeFirst();
    return row ?? null;
  }

  private dbAsSchema(): Kysely<DatabaseSchema> {
    return this.db as unknown as Kysely<DatabaseSchema>;
  }
}
