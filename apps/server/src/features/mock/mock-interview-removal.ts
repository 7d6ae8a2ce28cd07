import type { Database } from '../../db/database.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { deleteSessionWithAnswers } from './mock-session-repository.ts';
import { mockDb, type MockDb } from './mock-tables.ts';
import { recordingsOfSession } from './recording-statements.ts';

/**
 * The analysis a finished mock interview made is being deleted: the interview goes with it, its answers, earlier
 * attempts and their recordings too. Answers the analyses its recorded answers pointed at, which the analysis feature
 * deletes with the report (it owns them). The analysis feature calls it through the port it is built with.
 */
export async function removeMockInterviewOfAnalysis(
  deps: { db: MockDb; objects: Pick<ObjectStore, 'delete'> },
  analysisSessionId: string,
): Promise<string[]> {
  const session = await deps.db.selectFrom('mock_sessions').select('id').where('analysis_session_id', '=', analysisSessionId).executeTakeFirst();
  if (!session) return [];
  const rows = [...(await recordingsOfSession(deps.db, 'mock_answers', session.id)), ...(await recordingsOfSession(deps.db, 'mock_answer_attempts', session.id))];
  const keys = new Set(rows.flatMap((row) => (row.media_key ? [row.media_key] : [])));
  const analyses = new Set(rows.flatMap((row) => (row.analysis_session_id ? [row.analysis_session_id] : [])));
  await deleteSessionWithAnswers(deps.db, session.id);
  for (const key of keys) await deps.objects.delete(key);
  return [...analyses];
}

/** The port through which the analysis feature deletes the mock interview that made an analysis, built before either runtime. */
export function mockInterviewRemoval(deps: { database: Pick<Database, 'db'>; objects: Pick<ObjectStore, 'delete'> }): (analysisSessionId: string) => Promise<string[]> {
  return (analysisSessionId) => removeMockInterviewOfAnalysis({ db: mockDb(deps.database.db), objects: deps.objects }, analysisSessionId);
}
