import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { withAnalysisStates } from './answer-analysis-state.ts';
import { mockDb } from './mock-tables.ts';
import { exportJson, storedJson, type ExportEntry, type UserDataSource } from '../../shared/user-data-source.ts';

/** The ZIP path of an answer's recording: its session's folder, the question's key, the stored extension. */
function recordingPath(sessionId: string, questionKey: string, mediaKey: string, earlierAttempt?: number): string {
  const extension = mediaKey.endsWith('.mp4') ? 'mp4' : 'webm';
  const attempt = earlierAttempt === undefined ? '' : `.attempt-${earlierAttempt}`;
  return `mock-interviews/${sessionId}/${questionKey.replace(/[^a-zA-Z0-9._-]/g, '_')}${attempt}.${extension}`;
}

/**
 * Mock interviews (features/mock): sessions, answers with their analyses, and the answer recordings.
 * `recordingsPrefixOf` is the mock feature's folder of a user's recordings, removed whole at deletion. The analyses
 * the recorded answers point at are read through `analyses` and exported with their answers; the analysis feature's
 * source deletes them with the user's other analyses.
 */
export function mockUserData(
  database: Kysely<DatabaseSchema>,
  objects: ObjectStore,
  recordingsPrefixOf: (userId: string) => string,
  analyses: Pick<AnalysisSessions, 'statesOf'>,
): UserDataSource {
  const db = mockDb(database);
  const sessionsOf = (userId: string) => db.selectFrom('mock_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').execute();
  const answersOf = (userId: string) =>
    db
      .selectFrom('mock_answers')
      .innerJoin('mock_sessions', 'mock_sessions.id', 'mock_answers.session_id')
      .selectAll('mock_answers')
      .where('mock_sessions.user_id', '=', userId)
      .execute();
  // Earlier attempts of retaken questions.
  const attemptsOf = (userId: string) =>
    db
      .selectFrom('mock_answer_attempts')
      .innerJoin('mock_sessions', 'mock_sessions.id', 'mock_answer_attempts.session_id')
      .selectAll('mock_answer_attempts')
      .where('mock_sessions.user_id', '=', userId)
      .execute();

  return {
    name: 'mock-interviews',
    description:
      'mock-interviews/<session id>.json: each mock interview (questions asked, summary) with every answer (notes, duration, skipped, the analysis of the recording) and, when you asked for videos, mock-interviews/<session id>/<question>.webm (or .mp4): the recording of each answer not yet deleted by the retention.',
    async exportForUser(userId, options) {
      const answers = await withAnalysisStates(await answersOf(userId), analyses);
      const attempts = await withAnalysisStates(await attemptsOf(userId), analyses);
      const entries: ExportEntry[] = [];
      for (const session of await sessionsOf(userId)) {
        const readable = <T extends { media_key: string | null; analysis_session_id: string | null; analysis_result: string | null }>({ media_key: _key, analysis_session_id: _analysis, analysis_result, ...rest }: T) => ({
          ...rest,
          analysis_result: storedJson(analysis_result),
        });
        const sessionAnswers = answers.filter((answer) => answer.session_id === session.id).map(readable);
        const earlierAttempts = attempts.filter((attempt) => attempt.session_id === session.id).map(readable);
        entries.push({
          path: `mock-interviews/${session.id}.json`,
          content: exportJson({
            ...session,
            question_keys: storedJson(session.question_keys),
            questions: storedJson(session.questions),
            job_description: storedJson(session.job_description),
            summary: storedJson(session.summary),
            answers: sessionAnswers,
            earlier_attempts: earlierAttempts,
          }),
        });
      }
      if (options.videos) {
        for (const { session_id, question_key, media_key, media_deleted_at } of answers) {
          if (media_key && !media_deleted_at) entries.push({ path: recordingPath(session_id, question_key, media_key), content: () => objects.get(media_key) });
        }
        for (const { session_id, question_key, media_key, media_deleted_at, attempt } of attempts) {
          if (media_key && !media_deleted_at) entries.push({ path: recordingPath(session_id, question_key, media_key, attempt), content: () => objects.get(media_key) });
        }
      }
      return entries;
    },
    async objectKeysOfUser(userId) {
      return [...(await answersOf(userId)), ...(await attemptsOf(userId))].flatMap((answer) => (answer.media_key ? [answer.media_key] : []));
    },
    objectPrefixesOfUser: (userId) => [recordingsPrefixOf(userId)],
    async deleteForUser(userId) {
      await db.transaction().execute(async (trx) => {
        const sessionIds = trx.selectFrom('mock_sessions').select('id').where('user_id', '=', userId);
        await trx.deleteFrom('mock_answer_attempts').where('session_id', 'in', sessionIds).execute();
        await trx.deleteFrom('mock_answers').where('session_id', 'in', sessionIds).execute();
        await trx.deleteFrom('mock_sessions').where('user_id', '=', userId).execute();
      });
    },
  };
}
