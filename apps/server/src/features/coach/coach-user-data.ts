import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { coachDb } from './coach-tables.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';

/** The coach conversation (`coach_messages`, written by the coach feature). */
export function coachUserData(database: Kysely<DatabaseSchema>): UserDataSource {
  const db = coachDb(database);
  return {
    name: 'coach',
    description: 'coach-history.json: every question you asked the coach and its answer, oldest first, with which coach wrote it.',
    async exportForUser(userId) {
      const rows = await db
        .selectFrom('coach_messages')
        .select(['created_at', 'type', 'content', 'source'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('seq', 'asc')
        .execute();
      return [{ path: 'coach-history.json', content: exportJson(rows) }];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      await db.deleteFrom('coach_messages').where('user_id', '=', userId).execute();
    },
  };
}
