import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { accountDb } from './account-tables.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';

/** Sign-in attempts (auth/sign-in-recorder.ts writes them). */
export function loginHistoryUserData(database: Kysely<DatabaseSchema>, emailOf: (userId: string) => Promise<string | null>): UserDataSource {
  const db = accountDb(database);
  return {
    name: 'login-history',
    description: 'login-history.json: every recorded sign-in attempt on your account (time, address, browser, success or failure).',
    async exportForUser(userId) {
      const rows = await db
        .selectFrom('login_history')
        .select(['created_at', 'status', 'method', 'ip_address', 'user_agent', 'failure_reason'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return [{ path: 'login-history.json', content: exportJson(rows) }];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      // Failed attempts that named the address before it had an account carry no user id.
      const email = await emailOf(userId);
      let query = db.deleteFrom('login_history').where('user_id', '=', userId);
      if (email) query = db.deleteFrom('login_history').where((eb) => eb.or([eb('user_id', '=', userId), eb('identifier', '=', email.toLowerCase())]));
      await query.execute();
    },
  };
}
