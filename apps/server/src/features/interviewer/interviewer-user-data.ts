import type { Kysely } from 'kysely';
import type { InterviewSessions } from './interview-sessions.ts';
import { interviewerTablesOf } from './interviewer-tables.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';

/** The spoken interviews kept as turns (`mock_conversation_turns`), by mock session. */
export function interviewerUserData(database: Kysely<DatabaseSchema>, sessions: Pick<InterviewSessions, 'sessionIdsOf'>): UserDataSource {
  const db = interviewerTablesOf(database);
  return {
    name: 'interviewer',
    description: 'interview-conversations.json: every spoken mock interview as turns — who spoke, when (seconds from its start), what, and how each answer ended.',
    async exportForUser(userId) {
      const ids = await sessions.sessionIdsOf(userId);
      if (ids.length === 0) return [{ path: 'interview-conversations.json', content: exportJson([]) }];
      const rows = await db
        .selectFrom('mock_conversation_turns')
        .select(['session_id', 'seq', 'speaker', 'started_at', 'ended_at', 'text', 'question_key', 'ended_by'])
        .where('session_id', 'in', ids)
        .orderBy('session_id')
        .orderBy('seq')
        .execute();
      return [{ path: 'interview-conversations.json', content: exportJson(rows.map((row) => ({ ...row, seq: Number(row.seq), started_at: Number(row.started_at), ended_at: Number(row.ended_at) }))) }];
    },
    objectKeysOfUser: async () => [],
    // Turns also go with their mock session (ON DELETE CASCADE), so either feature may be deleted first.
    async deleteForUser(userId) {
      const ids = await sessions.sessionIdsOf(userId);
      if (ids.length > 0) await db.deleteFrom('mock_conversation_turns').where('session_id', 'in', ids).execute();
    },
  };
}
