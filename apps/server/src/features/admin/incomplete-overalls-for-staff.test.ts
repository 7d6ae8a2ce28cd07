/**
 * The staff Dashboard and Analyses tab treat an overall that lacks a part as the owner's own screens do (decision
 * 050): the average is over complete overalls only, and each row says what its overall is made of.
 */
import { randomUUID } from 'node:crypto';
import { adminAnalysesResponseSchema } from '@rehearse/contract/admin-api';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestClient;

const COMPLETE: OverallMakeup = { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null };

async function body<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
  const parsed: unknown = await response.json();
  expect(response.status, JSON.stringify(parsed)).toBe(200);
  return schema.parse(parsed);
}

/** A completed analysis as the worker stores it; without `complete`, its content was never judged ('Delivery only'). */
async function storedAnalysis(userId: string, overall: number, title: string, complete: boolean): Promise<string> {
  const sessionId = randomUUID();
  const at = new Date().toISOString();
  const result = sampleAnalysisResult(complete ? { overall_score: overall, overall_makeup: COMPLETE } : { overall_score: overall });
  await t.deps.analysis.repositories.sessions.insert({
    session_id: sessionId,
    user_id: userId,
    video_upload_id: null,
    category: 'video_upload',
    display_name: title,
    status: 'completed',
    stage: 'done',
    progress: 100,
    error: null,
    start_time: at,
    end_time: at,
    result: JSON.stringify(result),
    summary: JSON.stringify(combinedResultOf(result, at)),
    report_files: null,
    created_at: at,
  });
  return sessionId;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staffClient({ superuser: false });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('incomplete overalls for staff', () => {
  it('averages complete overalls only, counts the others apart, and marks each row', async () => {
    const owner = await t.signedInUser();
    const { id: userId } = await t.deps.database.db
      .withTables<{ user: { id: string; email: string } }>()
      .selectFrom('user')
      .select('id')
      .where('email', '=', owner.user.email)
      .executeTakeFirstOrThrow();
    const complete = [await storedAnalysis(userId, 60, 'judged-one.mp4', true), await storedAnalysis(userId, 70, 'judged-two.mp4', true)];
    const deliveryOnly = await storedAnalysis(userId, 95, 'delivery-only.mp4', false);

    const { stats } = await body(await staff.get('/api/admin/stats/'), adminStatsResponseSchema);
    expect(stats.completed_analyses).toBe(3);
    // 65, not (60 + 70 + 95) / 3 = 75: the delivery-only 95 is not an overall to average.
    expect(stats.average_score).toBe(65);
    expect(stats.incomplete_overalls).toBe(1);

    const { analyses } = await body(await staff.get('/api/admin/analyses/'), adminAnalysesResponseSchema);
    const row = (id: string) => analyses.find((a) => a.id === id);
    expect(row(deliveryOnly)).toMatchObject({ score: 95, overall_makeup: { complete: false, parts: ['video', 'audio'], missing: [{ part: 'content' }] } });
    for (const id of complete) expect(row(id)?.overall_makeup?.complete).toBe(true);
  });
});
