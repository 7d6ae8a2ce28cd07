/** `GET /api/analysis/user-analyses/` paging: keyset cursor and offset pages agree with the full list, for one user only. */
import { analysisUrls, INVALID_LIST_CURSOR, userAnalysesResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import type { TestClient } from '../../test/test-app.ts';
import type { AnalysisSessionRow } from './analysis-session-repository.ts';
import { completedAnalysisRows, createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';
import type { VideoUpload } from './video-upload-repository.ts';

const COUNT = 53;
let t: AnalysisTestApp;
let alice: TestClient & { user: { email: string } };
let bob: TestClient;

async function seed(userId: string, count: number): Promise<void> {
  const uploads: VideoUpload[] = [];
  const sessions: AnalysisSessionRow[] = [];
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < count; i += 1) {
    // Every fifth pair shares a timestamp, so the session_id tie-break is exercised; names repeat (duplicates).
    const at = new Date(t0 + Math.floor(i / 2) * 60_000).toISOString();
    const rows = completedAnalysisRows({ userId, name: `answer-${i % 7}.mp4`, at, overall: 50 + (i % 40) });
    uploads.push(rows.upload);
    sessions.push(rows.session);
  }
  await t.analysis.repositories.uploads.insertMany(uploads);
  await t.analysis.repositories.sessions.insertMany(sessions);
}

async function userIdOf(client: TestClient): Promise<string> {
  const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return me.user.id;
}

async function list(client: TestClient, query: string) {
  const response = await client.get(`${analysisUrls.userAnalyses()}${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  const text = await response.text();
  const parsed = userAnalysesResponseSchema.parse(JSON.parse(text));
  // The list is written as text (sessionViewJson): byte for byte what serialising the contract's shape writes.
  expect(text).toBe(JSON.stringify(parsed));
  return parsed;
}

beforeAll(async () => {
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(1)), startWorker: false });
  alice = await t.signedInUser();
  bob = await t.signedInUser();
  await seed(await userIdOf(alice), COUNT);
  await seed(await userIdOf(bob), 3);
});

afterAll(async () => {
  await t?.close();
});

describe('user-analyses paging', () => {
  it('walks every analysis once by cursor, newest first, with the same numbering as the full list', async () => {
    const all = (await list(alice, '')).analyses;
    expect(all).toHaveLength(COUNT);
    const walked: AnalysisSession[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await list(alice, `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.total).toBe(COUNT);
      walked.push(...page.analyses);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(6);
    expect(walked).toEqual(all);
    expect(new Set(walked.map((a) => a.session_id)).size).toBe(COUNT);
    expect(walked.some((a) => a.total_duplicates > 1 && a.duplicate_index > 0)).toBe(true);
  });

  it('offset pages agree with the full list, and a page past the end is empty with the total', async () => {
    const all = (await list(alice, '')).analyses;
    expect((await list(alice, '?limit=7&offset=21')).analyses).toEqual(all.slice(21, 28));
    const beyond = await list(alice, '?limit=5&offset=1000');
    expect(beyond).toEqual({ status: 'success', analyses: [], total: COUNT, next_cursor: null });
  });

  it("shows each user only their own analyses, even with another user's cursor", async () => {
    const alicePage = await list(alice, '?limit=2');
    const bobPage = await list(bob, `?limit=10&cursor=${encodeURIComponent(alicePage.next_cursor!)}`);
    expect(bobPage.total).toBe(3);
    const aliceIds = new Set((await list(alice, '')).analyses.map((a) => a.session_id));
    expect(bobPage.analyses.every((a) => !aliceIds.has(a.session_id))).toBe(true);
  });

  it('refuses bad cursors and bad paging with 400 and a message', async () => {
    for (const [query, message] of [
      ['?limit=10&cursor=garbage', INVALID_LIST_CURSOR],
      ['?cursor=abc', 'cursor needs limit and cannot be combined with offset'],
      ['?limit=10&offset=5&cursor=abc', 'cursor needs limit and cannot be combined with offset'],
    ] as const) {
      const response = await alice.get(`${analysisUrls.userAnalyses()}${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message });
    }
    for (const query of ['?limit=0', '?limit=501', '?limit=10&offset=-1', '?limit=10&offset=99999999999999999999', `?limit=10&cursor=${'a'.repeat(401)}`]) {
      expect((await alice.get(`${analysisUrls.userAnalyses()}${query}`)).status).toBe(400);
    }
  });

  it('answers every page size right, also sizes whose compiled page query was pushed out by more recent ones', async () => {
    const userId = await userIdOf(alice);
    const all = (await list(alice, '')).analyses.map((a) => a.session_id);
    const sizes = [...Array.from({ length: 30 }, (_, i) => i + 1), 1, 2, 3];
    for (const limit of sizes) {
      const { rows, total } = await t.analysis.repositories.sessions.listPage(userId, { limit, offset: 3 });
      expect([rows.map((r) => r.session_id), total]).toEqual([all.slice(3, 3 + limit), COUNT]);
    }
  });
});

describe('kept list pages (decision 020)', () => {
  it('answers a page again without the page query only while nothing it shows has changed, whoever changed it', async () => {
    const aliceId = await userIdOf(alice);
    const pageQueries = vi.spyOn(t.analysis.repositories.sessions, 'listPage');
    const listQueries = vi.spyOn(t.analysis.repositories.sessions, 'listForUser');
    // Another API instance or worker: its own connection, writing straight to the database.
    const other = openDatabase(t.deps.database.url);
    try {
      const first = await list(alice, '?limit=4');
      const whole = await list(alice, '');
      const calls = pageQueries.mock.calls.length;
      const wholeCalls = listQueries.mock.calls.length;
      expect(await list(alice, '?limit=4')).toEqual(first);
      expect(await list(alice, '')).toEqual(whole);
      expect(pageQueries.mock.calls.length).toBe(calls);
      expect(listQueries.mock.calls.length).toBe(wholeCalls);

      // Another user's change leaves alice's kept page as it is.
      await seed(await userIdOf(bob), 1);
      expect(await list(alice, '?limit=4')).toEqual(first);
      expect(pageQueries.mock.calls.length).toBe(calls);

      const newest = first.analyses[0]!;
      await other.db.updateTable('analysis_sessions').set({ status: 'processing', stage: 'audio', progress: 42 }).where('session_id', '=', newest.session_id).execute();
      const changed = await list(alice, '?limit=4');
      expect(changed.analyses[0]).toMatchObject({ session_id: newest.session_id, status: 'processing', stage: 'audio', progress: 42, combined_result: null });
      expect(pageQueries.mock.calls.length).toBe(calls + 1);
      expect((await list(alice, '')).analyses.find((a) => a.session_id === newest.session_id)).toMatchObject({ status: 'processing', progress: 42 });

      const cursorQuery = `?limit=4&cursor=${encodeURIComponent(first.next_cursor!)}`;
      const second = await list(alice, cursorQuery);
      await other.db
        .updateTable('video_uploads')
        .set({ original_filename: 'renamed-upload.mp4' })
        .where('id', '=', second.analyses[0]!.video_upload!.id)
        .execute();
      expect((await list(alice, cursorQuery)).analyses[0]!.video_upload?.original_filename).toBe('renamed-upload.mp4');

      const { upload, session } = completedAnalysisRows({ userId: aliceId, name: 'newest.mp4', at: '2027-01-01T00:00:00.000Z', overall: 70 });
      await other.db.insertInto('video_uploads').values(upload).execute();
      await other.db.insertInto('analysis_sessions').values(session).execute();
      const grown = await list(alice, '?limit=4');
      expect(grown.total).toBe((first.total ?? Number.NaN) + 1);
      expect(grown.analyses[0]!.session_id).toBe(session.session_id);
    } finally {
      pageQueries.mockRestore();
      listQueries.mockRestore();
      await other.destroy();
    }
  });
});
