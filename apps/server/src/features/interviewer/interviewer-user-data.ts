import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';

/** The spoken interviews kept as turns (`mock_conversation_turns`), by mock session. */
export function interviewerUserData(db: Kysely<DatabaseSchema>): UserDataSource {
  const ofUser = (userId: string) => db.selectFrom('mock_sessions').select('id').where('user_id', '=', userId);
  return {
    name: 'interviewer',
    description: 'interview-conversations.json: every spoken mock interview as turns — who spoke, when (seconds from its start), what, and how each answer ended.',
    async exportForUser(userId) {
      const rows = await db
        .selectFrom('mock_conversation_turns')
        .select(['session_id', 'seq', 'speaker', 'started_at', 'ended_at', 'text', 'question_key', 'ended_by'])
        .where('session_id', 'in', ofUser(userId))
        .orderBy('session_id')
        .orderBy('seq')
        .execute();
      return [{ path: 'interview-conversations.json', content: exportJson(rows.map((row) => ({ ...row, seq: Number(row.seq), started_at: Number(row.started_at), ended_at: Number(row.ended_at) }))) }];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      await db.deleteFrom('mock_conversation_turns').where('session_id', 'in', ofUser(userId)).execute();
    },
  };
}
