/** GET /api/analysis/user-analyses/summary/: the dashboard's figures, counted by the database over the user's own analyses. */
import { ANALYSIS_SUMMARY_PATH, analysisSummaryResponseSchema } from '@rehearse/contract/analysis-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { completedAnalysisRows, createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';

let t: AnalysisTestApp;

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

async function given(userId: string, name: string, overall: number, status: 'completed' | 'failed' = 'completed') {
  const rows = completedAnalysisRows({ userId, name, at: '2026-03-01T10:00:00.000Z', overall });
  await t.analysis.repositories.uploads.insertMany([rows.upload]);
  await t.analysis.repositories.sessions.insertMany([{ ...rows.session, status }]);
}

async function summaryOf(client: TestClient) {
  const res = await client.get(ANALYSIS_SUMMARY_PATH);
  expect(res.status).toBe(200);
  return analysisSummaryResponseSchema.parse(await res.json());
}

beforeAll(async () => {
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(1)), startWorker: false });
});
afterAll(() => t?.close());

describe('analysis summary', () => {
  it('answers zeros and no scores for a user without analyses', async () => {
    expect(await summaryOf(await t.signedInUser())).toEqual({ status: 'success', total: 0, scored: 0, average_score: null, best_score: null });
  });

  it('counts every analysis, and averages only completed ones, never another user’s', async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    const aliceId = await userIdOf(alice);
    await given(aliceId, 'a.mp4', 80);
    await given(aliceId, 'b.mp4', 91.5);
    // A failed analysis keeps whatever summary it had; it counts, but its score does not.
    await given(aliceId, 'c.mp4', 10, 'failed');
    await given(await userIdOf(bob), 'd.mp4', 20);
    const summary = await summaryOf(alice);
    expect(summary).toMatchObject({ total: 3, scored: 2, best_score: 91.5 });
    expect(summary.average_score).toBeCloseTo(85.75, 6);
    expect(await summaryOf(bob)).toMatchObject({ total: 1, scored: 1, average_score: 20, best_score: 20 });
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get(ANALYSIS_SUMMARY_PATH)).status).toBe(401);
  });
});
