/** GET /api/analysis/user-analyses/summary/ and …/trend/: the dashboard's figures, over the user's own analyses. */
import { ANALYSIS_SUMMARY_PATH, analysisSummaryResponseSchema } from '@rehearse/contract/analysis-summary';
import { ANALYSIS_TREND_PATH, analysisTrendResponseSchema } from '@rehearse/contract/analysis-trend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { completedAnalysisRows, createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';

let t: AnalysisTestApp;

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

/** An analysis whose overall is complete when `content` is given, delivery only (content not judged) when it is not. */
async function given(userId: string, name: string, overall: number, options: { status?: 'completed' | 'failed'; content?: number; at?: string } = {}) {
  const rows = completedAnalysisRows({ userId, name, at: options.at ?? '2026-03-01T10:00:00.000Z', overall, ...(options.content === undefined ? {} : { content: options.content }) });
  await t.analysis.repositories.uploads.insertMany([rows.upload]);
  await t.analysis.repositories.sessions.insertMany([{ ...rows.session, status: options.status ?? 'completed' }]);
  return rows.session.session_id;
}

async function summaryOf(client: TestClient) {
  const res = await client.get(ANALYSIS_SUMMARY_PATH);
  expect(res.status).toBe(200);
  return analysisSummaryResponseSchema.parse(await res.json());
}

async function trendOf(client: TestClient) {
  const res = await client.get(ANALYSIS_TREND_PATH);
  expect(res.status).toBe(200);
  return analysisTrendResponseSchema.parse(await res.json());
}

beforeAll(async () => {
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(1)), startWorker: false });
});
afterAll(() => t?.close());

describe('analysis summary', () => {
  it('answers zeros and no scores for a user without analyses', async () => {
    expect(await summaryOf(await t.signedInUser())).toEqual({ status: 'success', total: 0, scored: 0, incomplete: 0, average_score: null, best_score: null });
  });

  it('counts every analysis, and averages only completed ones, never another user’s', async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    const aliceId = await userIdOf(alice);
    await given(aliceId, 'a.mp4', 80, { content: 70 });
    await given(aliceId, 'b.mp4', 91.5, { content: 90 });
    // A failed analysis keeps whatever summary it had; it counts, but its score does not.
    await given(aliceId, 'c.mp4', 10, { status: 'failed', content: 10 });
    await given(await userIdOf(bob), 'd.mp4', 20, { content: 20 });
    const summary = await summaryOf(alice);
    expect(summary).toMatchObject({ total: 3, scored: 2, incomplete: 0, best_score: 91.5 });
    expect(summary.average_score).toBeCloseTo(85.75, 6);
    expect(await summaryOf(bob)).toMatchObject({ total: 1, scored: 1, average_score: 20, best_score: 20 });
  });

  it('leaves an overall whose content was not judged out of the average and the best, and counts it apart', async () => {
    const carol = await t.signedInUser();
    const carolId = await userIdOf(carol);
    await given(carolId, 'judged.mp4', 64.6, { content: 19.7 });
    // Delivery only: higher than the judged one because its content is missing, so it must neither be best nor averaged.
    await given(carolId, 'unjudged.mp4', 84.8);
    expect(await summaryOf(carol)).toMatchObject({ total: 2, scored: 1, incomplete: 1, average_score: 64.6, best_score: 64.6 });
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get(ANALYSIS_SUMMARY_PATH)).status).toBe(401);
    expect((await t.client().get(ANALYSIS_TREND_PATH)).status).toBe(401);
  });
});

describe('analysis trend', () => {
  it('gives the user’s completed analyses oldest first with each part, and flags an incomplete overall', async () => {
    const dan = await t.signedInUser();
    const danId = await userIdOf(dan);
    const first = await given(danId, 'first.mp4', 60, { content: 50, at: '2026-03-01T10:00:00.000Z' });
    const second = await given(danId, 'second.mp4', 84.8, { at: '2026-03-02T10:00:00.000Z' });
    await given(danId, 'failed.mp4', 10, { status: 'failed', content: 10, at: '2026-03-03T10:00:00.000Z' });
    const third = await given(danId, 'third.mp4', 70, { content: 65, at: '2026-03-04T10:00:00.000Z' });
    await given(await userIdOf(await t.signedInUser()), 'someone-else.mp4', 99, { content: 99 });

    const { points } = await trendOf(dan);
    expect(points.map((p) => p.session_id)).toEqual([first, second, third]);
    expect(points[0]).toMatchObject({ overall_score: 60, overall_complete: true, video_score: 65, audio_score: 55, content_score: 50 });
    expect(points[1]).toMatchObject({ overall_score: 84.8, overall_complete: false, content_score: null });
    expect(points[2]).toMatchObject({ display_name: 'third.mp4', overall_complete: true });
  });

  it('names two uploads of one file as their detail pages do', async () => {
    const eve = await t.signedInUser();
    const eveId = await userIdOf(eve);
    await given(eveId, 'two-voice-interview.mp4', 42.5, { content: 20, at: '2026-03-01T10:00:00.000Z' });
    await given(eveId, 'two-voice-interview.mp4', 87.1, { at: '2026-03-02T10:00:00.000Z' });
    const { points } = await trendOf(eve);
    expect(points.map((p) => p.display_name)).toEqual(['two-voice-interview.mp4 (1)', 'two-voice-interview.mp4 (2)']);
  });
});
