import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { exportJson, type ExportEntry, type UserDataSource } from './user-data-source.ts';

function parsed(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Mock interviews (features/mock): sessions, answers with their analyses, and the answer recordings. */
export function mockUserData(db: Kysely<DatabaseSchema>): UserDataSource {
  const sessionsOf = (userId: string) => db.selectFrom('mock_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
  const answersOf = (userId: string) =>
    db
      .selectFrom('mock_answers')
      .innerJoin('mock_sessions', 'mock_sessions.id', 'mock_answers.session_id')
      .selectAll('mock_answers')
      .where('mock_sessions.user_id', '=', userId)
      .execute();

  return {
    name: 'mock-interviews',
    description:
      'mock-interviews/<session id>.json: each mock interview (questions asked, summary) with every answer (notes, duration, skipped, the analysis of the recording). The recordings themselves are in the analyses they produced.',
    async exportForUser(userId) {
      const answers = await answersOf(userId);
      const entries: ExportEntry[] = [];
      for (const session of await sessionsOf(userId)) {
        const sessionAnswers = answers
          .filter((answer) => answer.session_id === session.id)
          .map(({ media_key: _key, analyzed_media_key: _analyzed, analysis_result, ...answer }) => ({ ...answer, analysis_result: parsed(analysis_result) }));
        entries.push({
          path: `mock-interviews/${session.id}.json`,
          content: exportJson({ ...session, question_keys: parsed(session.question_keys), summary: parsed(session.summary), answers: sessionAnswers }),
        });
      }
      return entries;
    },
    async objectKeysOfUser(userId) {
      return (await answersOf(userId)).flatMap((answer) => (answer.media_key ? [answer.media_key] : []));
    },
    async deleteForUser(userId) {
      await db.transaction().execute(async (trx) => {
        const sessionIds = trx.selectFrom('mock_sessions').select('id').where('user_id', '=', userId);
        await trx.deleteFrom('mock_answers').where('session_id', 'in', sessionIds).execute();
        await trx.deleteFrom('mock_sessions').where('user_id', '=', userId).execute();
      });
    },
  };
}
