/** Deleting a mock interview's analysis takes the mock interview with it: its session, answers and recordings. */
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { analysisManageUrls } from '@rehearse/contract/analysis-manage';
import { mockFinishResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

let fixtures: FixturePaths;
let t: MockTestApp;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)) });
});
afterAll(() => t?.close());

describe('deleting a mock interview analysis', () => {
  it('deletes the mock interview, its answers and its recordings; another user cannot', async () => {
    const client = await t.signedInUser();
    const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
    const key = session.questions[0]!.key;
    const { link } = await uploadAnswer(client, session.session_id, key, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    const answers = await t.mock.service.answers.listForSession(session.session_id);
    const recordings = answers.flatMap((a) => (a.media_key ? [a.media_key] : []));
    expect(recordings).toHaveLength(1);
    expect(await t.deps.objects.exists(recordings[0]!)).toBe(true);

    const stranger = await t.signedInUser();
    expect((await stranger.request(analysisManageUrls.session(finished.analysis_session_id), { method: 'DELETE' })).status).toBe(404);
    expect(await t.mock.service.sessions.findById(session.session_id)).not.toBeNull();

    expect((await client.request(analysisManageUrls.session(finished.analysis_session_id), { method: 'DELETE' })).status).toBe(200);
    expect(await t.mock.service.sessions.findById(session.session_id)).toBeNull();
    expect(await t.mock.service.answers.listForSession(session.session_id)).toEqual([]);
    expect(await t.deps.objects.exists(recordings[0]!)).toBe(false);
    expect((await client.get(mockUrls.session(session.session_id))).status).toBe(404);
  });
});
