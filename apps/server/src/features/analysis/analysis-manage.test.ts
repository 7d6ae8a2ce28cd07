/** Rename, delete and search of one's own analyses: ownership, validation, files, and the kept list pages. */
import { Readable } from 'node:stream';
import { analysisUrls, userAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import { ANALYSIS_STILL_RUNNING, analysisManageUrls, deleteAnalysisResponseSchema, renameAnalysisResponseSchema } from '@rehearse/contract/analysis-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalObjectStore } from '../../storage/local-object-store.ts';
import type { TestClient } from '../../test/test-app.ts';
import { createSeededAnalysisTestApp, insertCompletedAnalysis, userIdOf, type AnalysisTestApp } from './analysis-test-kit.ts';
import { FULL_REPORT_FILE } from '../../shared/session-report-files.ts';

let t: AnalysisTestApp;
let alice: TestClient;
let bob: TestClient;
let objects: LocalObjectStore;

/** A completed analysis of `userId` named `name`, with its recording stored and its report files listed. */
async function given(userId: string, name: string, at: string, status: 'completed' | 'processing' = 'completed') {
  const { upload, session } = await insertCompletedAnalysis(t, { userId, name, at, session: { status, report_files: JSON.stringify([FULL_REPORT_FILE]) } });
  await objects.put(upload.storage_key, Readable.from([Buffer.from('video')]));
  return { sessionId: session.session_id, videoKey: upload.storage_key, reportUrl: analysisUrls.reportFile(session.session_id, FULL_REPORT_FILE) };
}

async function page(client: TestClient, query: string) {
  const res = await client.get(`${analysisUrls.userAnalyses()}${query}`);
  expect(res.status).toBe(200);
  return userAnalysesResponseSchema.parse(await res.json());
}

const rename = (client: TestClient, id: string, body: unknown) =>
  client.request(analysisManageUrls.session(id), { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const remove = (client: TestClient, id: string) => client.request(analysisManageUrls.session(id), { method: 'DELETE' });

beforeAll(async () => {
  ({ t, objects, alice, bob } = await createSeededAnalysisTestApp());
});
afterAll(() => t?.close());

describe('rename', () => {
  it('renames the owner’s analysis, and the next (kept) list page shows the new name', async () => {
    const aliceId = await userIdOf(alice);
    const a = await given(aliceId, 'take-1.mp4', '2026-02-01T10:00:00.000Z');
    expect((await page(alice, '?limit=10')).analyses.map((s) => s.display_name)).toContain('take-1.mp4');
    const res = await rename(alice, a.sessionId, { display_name: '  Behavioural answer, 2nd try  ' });
    expect(res.status).toBe(200);
    expect(renameAnalysisResponseSchema.parse(await res.json())).toEqual({ status: 'success', session_id: a.sessionId, display_name: 'Behavioural answer, 2nd try' });
    const names = (await page(alice, '?limit=10')).analyses.map((s) => s.display_name);
    expect(names).toContain('Behavioural answer, 2nd try');
    expect(names).not.toContain('take-1.mp4');
  });

  it('answers 404 for another user’s analysis and an unknown id, and changes nothing', async () => {
    const a = await given(await userIdOf(alice), 'mine.mp4', '2026-02-02T10:00:00.000Z');
    expect((await rename(bob, a.sessionId, { display_name: 'stolen' })).status).toBe(404);
    expect((await rename(alice, 'no-such-session', { display_name: 'x' })).status).toBe(404);
    expect((await page(alice, '?limit=50')).analyses.find((s) => s.session_id === a.sessionId)?.display_name).toBe('mine.mp4');
  });

  it.each([
    ['empty', { display_name: '   ' }],
    ['too long', { display_name: 'x'.repeat(201) }],
    ['a control character', { display_name: 'a\nb' }],
    ['not text', { display_name: 42 }],
    ['an extra field', { display_name: 'ok', user_id: 'someone' }],
    ['missing', {}],
  ])('refuses a name that is %s with 400', async (_label, body) => {
    const a = await given(await userIdOf(alice), 'bad-rename.mp4', '2026-02-03T10:00:00.000Z');
    const res = await rename(alice, a.sessionId, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('refuses a cut-off body with 400, and answers 401 without a session', async () => {
    const a = await given(await userIdOf(alice), 'cut.mp4', '2026-02-04T10:00:00.000Z');
    const cut = await alice.request(analysisManageUrls.session(a.sessionId), { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"display_name": "ha' });
    expect(cut.status).toBe(400);
    expect((await rename(t.client(), a.sessionId, { display_name: 'x' })).status).toBe(401);
  });
});

describe('delete', () => {
  it('deletes the owner’s analysis with its recording and report files; the list no longer shows it', async () => {
    const a = await given(await userIdOf(alice), 'delete-me.mp4', '2026-03-01T10:00:00.000Z');
    const before = await page(alice, '?limit=100');
    expect(before.analyses.some((s) => s.session_id === a.sessionId)).toBe(true);
    const res = await remove(alice, a.sessionId);
    expect(res.status).toBe(200);
    expect(deleteAnalysisResponseSchema.parse(await res.json())).toEqual({ status: 'success', message: 'Analysis deleted' });
    expect(await objects.exists(a.videoKey)).toBe(false);
    expect((await alice.get(a.reportUrl)).status).toBe(404);
    const after = await page(alice, '?limit=100');
    expect(after.analyses.some((s) => s.session_id === a.sessionId)).toBe(false);
    expect(after.total).toBe(before.total! - 1);
    expect((await remove(alice, a.sessionId)).status).toBe(404);
  });

  it('answers 404 for another user’s analysis and keeps it and its files', async () => {
    const a = await given(await userIdOf(alice), 'keep-me.mp4', '2026-03-02T10:00:00.000Z');
    expect((await remove(bob, a.sessionId)).status).toBe(404);
    expect(await objects.exists(a.videoKey)).toBe(true);
    expect((await alice.get(a.reportUrl)).status).toBe(200);
    expect((await page(alice, '?limit=100')).analyses.some((s) => s.session_id === a.sessionId)).toBe(true);
  });

  it('refuses to delete a running analysis with 409', async () => {
    const a = await given(await userIdOf(alice), 'running.mp4', '2026-03-03T10:00:00.000Z', 'processing');
    const res = await remove(alice, a.sessionId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ status: 'error', message: ANALYSIS_STILL_RUNNING });
  });
});

describe('search', () => {
  it('finds the user’s analyses by name, case-insensitively, paged, never another user’s', async () => {
    const carol = await t.signedInUser();
    const carolId = await userIdOf(carol);
    for (let i = 0; i < 5; i += 1) await given(carolId, `Leadership story ${i}`, `2026-04-0${i + 1}T10:00:00.000Z`);
    await given(carolId, 'Salary talk', '2026-04-09T10:00:00.000Z');
    await given(carolId, '100%_done', '2026-04-10T10:00:00.000Z');
    await given(await userIdOf(bob), 'Leadership story of bob', '2026-04-01T10:00:00.000Z');

    const first = await page(carol, '?limit=2&q=LEADERSHIP');
    expect(first.total).toBe(5);
    expect(first.analyses.map((s) => s.display_name)).toEqual(['Leadership story 4', 'Leadership story 3']);
    const second = await page(carol, `?limit=2&q=leadership&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.analyses.map((s) => s.display_name)).toEqual(['Leadership story 2', 'Leadership story 1']);
    const byOffset = await page(carol, '?limit=2&offset=4&q=leadership');
    expect(byOffset.analyses.map((s) => s.display_name)).toEqual(['Leadership story 0']);
    // LIKE wildcards in the text are matched literally.
    expect((await page(carol, '?limit=10&q=%25')).analyses.map((s) => s.display_name)).toEqual(['100%_done']);
    expect((await page(carol, '?limit=10&q=_')).analyses.map((s) => s.display_name)).toEqual(['100%_done']);
    expect((await page(carol, '?limit=10&q=nothing-like-this')).total).toBe(0);
    // The unfiltered page of the same size is not answered from the search's kept page, nor the reverse.
    expect((await page(carol, '?limit=2')).analyses.map((s) => s.display_name)).toEqual(['100%_done', 'Salary talk']);
  });

  it('refuses q without limit, and an over-long q, with 400', async () => {
    expect((await alice.get(`${analysisUrls.userAnalyses()}?q=x`)).status).toBe(400);
    expect((await alice.get(`${analysisUrls.userAnalyses()}?limit=5&q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
