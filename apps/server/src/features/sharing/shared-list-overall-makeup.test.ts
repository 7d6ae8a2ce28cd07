/**
 * "Shared with me" says what each overall is made of, as the owner's own list does (decision 050): a viewer sees a
 * delivery-only overall marked as such, not as one more overall beside complete ones.
 */
import { randomUUID } from 'node:crypto';
import { sharedAnalysesResponseSchema, sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { acceptShareResponseSchema, shareResponseSchema, SHARE_ACCEPT_PAGE } from '@rehearse/contract/sharing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, latestMail } from '../../test/outbox.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

type User = TestClient & { user: { email: string } };

let t: TestApp;

const COMPLETE: OverallMakeup = { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null };

async function body<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
  const parsed: unknown = await response.json();
  expect(response.status, JSON.stringify(parsed)).toBe(200);
  return schema.parse(parsed);
}

/** A completed analysis as the worker stores it; without `complete`, its content was never judged ('Delivery only'). */
async function storedAnalysis(owner: User, overall: number, title: string, complete: boolean): Promise<string> {
  const { id: userId } = await t.deps.database.db
    .withTables<{ user: { id: string; email: string } }>()
    .selectFrom('user')
    .select('id')
    .where('email', '=', owner.user.email)
    .executeTakeFirstOrThrow();
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
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('Shared with me', () => {
  it('gives each overall its makeup, in the list and on the shared page', async () => {
    const owner = (await t.signedInUser()) as User;
    const coach = (await t.signedInUser()) as User;
    const judged = await storedAnalysis(owner, 62, 'judged.mp4', true);
    const deliveryOnly = await storedAnalysis(owner, 91, 'delivery-only.mp4', false);
    await body(await owner.post('/api/sharing/shares/', { email: coach.user.email, scope: 'all' }), shareResponseSchema);
    const token = new URL(extractLink(latestMail(t.dataDir, coach.user.email), SHARE_ACCEPT_PAGE)).searchParams.get('token');
    await body(await coach.post('/api/sharing/accept/', { token }), acceptShareResponseSchema);

    const { analyses } = await body(await coach.get('/api/admin-panel/analyses/'), sharedAnalysesResponseSchema);
    const item = (id: string) => analyses.find((a) => a.id === id);
    expect(item(deliveryOnly)).toMatchObject({ score: 91, overall_makeup: { complete: false, parts: ['video', 'audio'], missing: [{ part: 'content' }] } });
    expect(item(judged)).toMatchObject({ score: 62, overall_makeup: { complete: true } });
    const detail = await body(await coach.get(`/api/admin-panel/analyses/${deliveryOnly}/`), sharedAnalysisDetailResponseSchema);
    expect(detail.analysis.overall_makeup?.complete).toBe(false);
  });
});
