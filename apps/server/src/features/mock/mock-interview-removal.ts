import type { Database } from '../../db/database.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { createMockRepositories, type MockRepositories } from './mock-repositories.ts';

/**
 * The analysis a finished mock interview made is being deleted: the interview goes with it, its answers,
 * earlier attempts and their recordings too. The analysis feature calls it through the port it is built with.
 */
export async function removeMockInterviewOfAnalysis(
  deps: { repos: Pick<MockRepositories, 'sessions' | 'answers' | 'attempts'>; objects: Pick<ObjectStore, 'delete'> },
  analysisSessionId: string,
): Promise<void> {
  const { repos } = deps;
  const session = await repos.sessions.findByAnalysis(analysisSessionId);
  if (!session) return;
  const rows = [...(await repos.answers.listForSession(session.id)), ...(await repos.attempts.listForSession(session.id))];
  const keys = new Set(rows.flatMap((a) => [a.media_key, a.analyzed_media_key].filter((k): k is string => Boolean(k))));
  await repos.sessions.deleteWithAnswers(session.id);
  for (const key of keys) await deps.objects.delete(key);
}

/** The port through which the analysis feature deletes the mock interview that made an analysis, built before either runtime. */
export function mockInterviewRemoval(deps: { database: Pick<Database, 'db'>; objects: Pick<ObjectStore, 'delete'> }): (analysisSessionId: string) => Promise<void> {
  const repos = createMockRepositories(deps.database.db);
  return (analysisSessionId) => removeMockInterviewOfAnalysis({ repos, objects: deps.objects }, analysisSessionId);
}
