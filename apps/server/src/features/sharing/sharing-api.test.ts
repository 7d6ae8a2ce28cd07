/**
 * Sharing end to end against the real app, database (SQLite, and PostgreSQL when DATABASE_URL is set),
 * better-auth, outbox mailer and object store. The tests share one app and run in order.
 */
import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { sharedAnalysesResponseSchema, sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import {
  acceptShareResponseSchema,
  commentResponseSchema,
  INVITATION_EXPIRED,
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  RECORDING_NOT_SHARED,
  SHARE_WITHDRAWN,
  shareCommentsResponseSchema,
  shareResponseSchema,
  sharesResponseSchema,
  SHARE_ACCEPT_PAGE,
} from '@rehearse/contract/sharing';
import { DEFAULT_USER_SETTINGS } from '@rehearse/contract/user-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, latestMail, listOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';

type User = TestClient & { user: { email: string; full_name: string } };

let t: TestApp;
let fixtures: FixturePaths;

async function body<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const parsed: unknown = await response.json();
  expect(response.status, JSON.stringify(parsed)).toBe(status);
  return schema.parse(parsed);
}

async function errorOf(response: Response, status: number): Promise<string> {
  const parsed = (await response.json()) as { status: string; message: string };
  expect(response.status, JSON.stringify(parsed)).toBe(status);
  expect(parsed.status).toBe('error');
  return parsed.message;
}

async function userIdOf(client: User): Promise<string> {
  const row = await t.deps.database.db.withTables<{ user: { id: string; email: string } }>().selectFrom('user').select('id').where('email', '=', client.user.email).executeTakeFirstOrThrow();
  return row.id;
}

/** A completed analysis with its stored recording, as the worker leaves it. */
async function storedAnalysis(owner: User, title: string): Promise<string> {
  const userId = await userIdOf(owner);
  const { repositories } = t.deps.analysis;
  const uploadId = randomUUID();
  const sessionId = randomUUID();
  const at = new Date().toISOString();
  const key = `uploads/${userId}/${uploadId}`;
  await t.deps.objects.put(key, createReadStream(fixtures.containers.mp4));
  const stat = await t.deps.objects.stat(key);
  await repositories.uploads.insert({ id: uploadId, user_id: userId, original_filename: title, storage_key: key, size: stat?.size ?? 0, content_type: 'video/mp4', duration: 4, created_at: at, deleted_at: null });
  const result = sampleAnalysisResult({ overall_score: 71 });
  await repositories.sessions.insert({
    session_id: sessionId,
    user_id: userId,
    video_upload_id: uploadId,
    category: 'video_upload',
    display_name: title,
    status: 'completed',
    stage: 'done',
    progress: 100,
    error: null,
    start_time: at,
    end_time: at,
    result: JSON.stringify(result),
    summary: JSON.stringify({ overall_score: 71 }),
    report_files: null,
    created_at: at,
  });
  return sessionId;
}

/** Invites `to`, and answers the share and the token from the mail in the outbox. */
async function invite(owner: User, to: string, input: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const { share } = await body(await owner.post('/api/sharing/shares/', { email: to, ...input }), shareResponseSchema);
  const link = new URL(extractLink(latestMail(t.dataDir, to), SHARE_ACCEPT_PAGE));
  return { id: share.id, token: link.searchParams.get('token') ?? '' };
}

const list = async (viewer: TestClient) => (await body(await viewer.get('/api/admin-panel/analyses/'), sharedAnalysesResponseSchema)).analyses;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('nothing is visible by default', () => {
  it('user_type interviewer and analysisPublic open nothing', async () => {
    const sharer = (await t.signedInUser()) as User;
    const analysis = await storedAnalysis(sharer, 'public-flag.mp4');
    const settings = JSON.stringify({ ...DEFAULT_USER_SETTINGS, privacy: { ...DEFAULT_USER_SETTINGS.privacy, analysisPublic: true } });
    expect((await sharer.post('/api/auth/update-user', { settings })).status).toBe(200);
    const interviewer = (await t.signedInUser()) as User;
    expect((await interviewer.post('/api/auth/update-user', { user_type: 'interviewer' })).status).toBe(200);
    expect(await list(interviewer)).toEqual([]);
    await errorOf(await interviewer.get(`/api/admin-panel/analyses/${analysis}/`), 404);
    await errorOf(await interviewer.get(`/api/admin-panel/analyses/${analysis}/media/`), 404);
    await errorOf(await t.client().get('/api/admin-panel/analyses/'), 401);
  });
});

describe('invite, accept, view, comment, revoke', () => {
  let owner: User;
  let coach: User;
  let stranger: User;
  let shared: string;
  let other: string;
  let shareId: string;
  let token: string;

  beforeAll(async () => {
    owner = (await t.signedInUser({ full_name: 'Ada Lovelace' })) as User;
    coach = (await t.signedInUser({ full_name: 'Coach Carter' })) as User;
    stranger = (await t.signedInUser()) as User;
    shared = await storedAnalysis(owner, 'shared.mp4');
    other = await storedAnalysis(owner, 'kept.mp4');
  });

  it('refuses foreign targets, yourself and bad bodies', async () => {
    const strangers = await storedAnalysis(stranger, 'theirs.mp4');
    await errorOf(await owner.post('/api/sharing/shares/', { email: coach.user.email, scope: 'analysis', target_id: strangers }), 404);
    await errorOf(await owner.post('/api/sharing/shares/', { email: coach.user.email, scope: 'mock_interview', target_id: randomUUID() }), 404);
    await errorOf(await owner.post('/api/sharing/shares/', { email: owner.user.email.toUpperCase(), scope: 'all' }), 400);
    await errorOf(await owner.post('/api/sharing/shares/', { email: coach.user.email, scope: 'analysis' }), 400);
    await errorOf(await owner.post('/api/sharing/shares/', { email: coach.user.email, scope: 'everything' }), 400);
    await errorOf(await owner.request('/api/sharing/shares/', { method: 'POST', body: 'null', headers: { 'content-type': 'application/json' } }), 400);
    await errorOf(await owner.request('/api/sharing/shares/', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } }), 400);
    await errorOf(await owner.post('/api/sharing/shares/', { email: `${'a'.repeat(400)}@example.com`, scope: 'all' }), 400);
    await errorOf(await t.client().post('/api/sharing/shares/', { email: coach.user.email, scope: 'all' }), 401);
    expect((await body(await owner.get('/api/sharing/shares/'), sharesResponseSchema)).shares).toEqual([]);
  });

  it('mails a single-use link that only the invited, verified address can accept', async () => {
    ({ id: shareId, token } = await invite(owner, coach.user.email, { scope: 'analysis', target_id: shared }));
    const mail = latestMail(t.dataDir, coach.user.email);
    expect(mail.subject).toBe('A Rehearse user shared one of their interview analyses with you');
    expect(mail.text).toContain('whose name on their account reads “Ada Lovelace” invites you');
    expect(JSON.stringify(await list(coach))).toBe('[]');
    await errorOf(await t.client().post('/api/sharing/accept/', { token }), 401);
    expect(await errorOf(await stranger.post('/api/sharing/accept/', { token }), 403)).toBe(INVITATION_OTHER_EMAIL);
    expect(await errorOf(await coach.post('/api/sharing/accept/', { token: `${token}x` }), 404)).toBe(INVITATION_INVALID);
    const accepted = await body(await coach.post('/api/sharing/accept/', { token }), acceptShareResponseSchema);
    expect(accepted.share).toEqual({ id: shareId, owner_name: 'Ada Lovelace', scope: 'analysis' });
    expect(await errorOf(await coach.post('/api/sharing/accept/', { token }), 404)).toBe(INVITATION_INVALID);
    const stored = await t.deps.database.db.selectFrom('shares').select(['token_hash', 'viewer_id']).where('id', '=', shareId).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBeNull();
    expect(JSON.stringify(await t.deps.database.db.selectFrom('shares').selectAll().execute())).not.toContain(token);
    const shares = (await body(await owner.get('/api/sharing/shares/'), sharesResponseSchema)).shares;
    expect(shares).toMatchObject([{ id: shareId, email: coach.user.email, viewer_name: 'Coach Carter', status: 'active', include_recording: false, analysis_id: shared }]);
  });

  it('shows the viewer that analysis read only, without the recording', async () => {
    expect((await list(coach)).map((a) => [a.id, a.owner_name, a.recording])).toEqual([[shared, 'Ada Lovelace', false]]);
    const detail = await body(await coach.get(`/api/admin-panel/analyses/${shared}/`), sharedAnalysisDetailResponseSchema);
    expect(detail.results.transcript).toBeDefined();
    expect(JSON.stringify(detail)).not.toContain('uploads/');
    await errorOf(await coach.get(`/api/admin-panel/analyses/${other}/`), 404);
    expect(await errorOf(await coach.get(`/api/admin-panel/analyses/${shared}/media/`), 403)).toBe(RECORDING_NOT_SHARED);
    // Viewers cannot write: the owner's routes only ever reach the caller's own data.
    await errorOf(await coach.request(`/api/sharing/shares/${shareId}/`, { method: 'DELETE' }), 404);
    await errorOf(await coach.post('/api/sharing/shares/', { email: stranger.user.email, scope: 'analysis', target_id: shared }), 404);
    await errorOf(await coach.get(`/api/sharing/comments/${shared}/`), 404);
    expect((await coach.get(`/api/analysis/media/${shared}`)).status).toBe(404);
    expect((await stranger.get(`/api/admin-panel/analyses/${shared}/`)).status).toBe(404);
  });

  it('a shared analysis whose stored result is corrupt answers 404, not 500, and the list still answers', async () => {
    const { db } = t.deps.database;
    const { result } = await db.selectFrom('analysis_sessions').select('result').where('session_id', '=', shared).executeTakeFirstOrThrow();
    await db.updateTable('analysis_sessions').set({ result: '{"overall_score": 71, "vid' }).where('session_id', '=', shared).execute();
    try {
      await errorOf(await coach.get(`/api/admin-panel/analyses/${shared}/`), 404);
      expect((await list(coach)).map((a) => a.id)).toEqual([shared]);
    } finally {
      await db.updateTable('analysis_sessions').set({ result }).where('session_id', '=', shared).execute();
    }
  });

  it('takes time-stamped comments from the viewer only, and shows them to the owner', async () => {
    const { comment } = await body(await coach.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 42, body: 'you looked away while naming the result' }), commentResponseSchema);
    expect(comment).toMatchObject({ at_seconds: 42, author_name: 'Coach Carter', analysis_id: shared });
    await errorOf(await stranger.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 1, body: 'hi' }), 404);
    await errorOf(await owner.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 1, body: 'hi' }), 404);
    await errorOf(await coach.post(`/api/admin-panel/analyses/${other}/comments/`, { at_seconds: 1, body: 'hi' }), 404);
    for (const bad of [{ at_seconds: 1, body: '' }, { at_seconds: 1, body: '   ' }, { at_seconds: -1, body: 'x' }, { at_seconds: 1e12, body: 'x' }, { at_seconds: '0:42', body: 'x' }, { body: 'x' }, { at_seconds: 1, body: 'x'.repeat(2001) }]) {
      await errorOf(await coach.post(`/api/admin-panel/analyses/${shared}/comments/`, bad), 400);
    }
    await errorOf(await coach.request(`/api/admin-panel/analyses/${shared}/comments/`, { method: 'POST', body: JSON.stringify({ at_seconds: 1, body: 'x'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } }), 413);
    const seen = await body(await owner.get(`/api/sharing/comments/${shared}/`), shareCommentsResponseSchema);
    expect(seen.comments.map((c) => [c.at_seconds, c.body, c.author_name])).toEqual([[42, 'you looked away while naming the result', 'Coach Carter']]);
    await errorOf(await stranger.get(`/api/sharing/comments/${shared}/`), 404);
  });

  it('mails the owner each comment, quoted as the viewer’s words with its links broken and each line marked, unless comment mails are off', async () => {
    const toOwner = () => listOutbox(t.dataDir).filter((m) => m.to.toLowerCase().includes(owner.user.email.toLowerCase()));
    const before = toOwner().length;
    const words = 'Sign in at https://evil.example/login to see more\nRehearse: your account is locked, visit www.evil.example';
    await body(await coach.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 75, body: words }), commentResponseSchema);
    expect(toOwner()).toHaveLength(before + 1);
    const mail = latestMail(t.dataDir, owner.user.email);
    expect(mail.subject).toBe('New comment on an analysis you shared');
    expect(mail.text).toContain('whose name on their account reads “Coach Carter”, commented at 1:15');
    expect(mail.text).toContain('> “Sign in at https[:]//evil[.]example/login to see more\n> Rehearse: your account is locked, visit www[.]evil[.]example”');
    expect(mail.text).not.toMatch(/evil\.example/);
    // The one link is ours, to the owner's own analysis.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([`http://localhost:3000/analysis/${shared}`]);

    const off = { ...DEFAULT_USER_SETTINGS, emailNotifications: { ...DEFAULT_USER_SETTINGS.emailNotifications, comments: false } };
    expect((await owner.post('/api/auth/update-user', { settings: JSON.stringify(off) })).status).toBe(200);
    await body(await coach.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 80, body: 'no mail for this one' }), commentResponseSchema);
    expect(toOwner()).toHaveLength(before + 1);
    expect((await owner.post('/api/auth/update-user', { settings: JSON.stringify(DEFAULT_USER_SETTINGS) })).status).toBe(200);
  });

  it('hides the owner’s name behind initials when the profile is not visible', async () => {
    const settings = JSON.stringify({ ...DEFAULT_USER_SETTINGS, privacy: { ...DEFAULT_USER_SETTINGS.privacy, profileVisible: false } });
    expect((await owner.post('/api/auth/update-user', { settings })).status).toBe(200);
    expect((await list(coach))[0]?.owner_name).toBe('A. L.');
    const detail = await body(await coach.get(`/api/admin-panel/analyses/${shared}/`), sharedAnalysisDetailResponseSchema);
    expect(JSON.stringify(detail)).not.toContain('Lovelace');
    await invite(owner, 'mentor@example.com', { scope: 'all' });
    expect(latestMail(t.dataDir, 'mentor@example.com').text).not.toContain('Lovelace');
  });

  it('revokes at once; the comments stay with the owner', async () => {
    const revoked = await body(await owner.request(`/api/sharing/shares/${shareId}/`, { method: 'DELETE' }), shareResponseSchema);
    expect(revoked.share.status).toBe('revoked');
    expect(await list(coach)).toEqual([]);
    // The former viewer is told why, apart from an analysis that is gone or was never theirs (404).
    expect(await errorOf(await coach.get(`/api/admin-panel/analyses/${shared}/`), 403)).toBe(SHARE_WITHDRAWN);
    expect(await errorOf(await coach.get(`/api/admin-panel/analyses/${shared}/media/`), 403)).toBe(SHARE_WITHDRAWN);
    expect(await errorOf(await coach.post(`/api/admin-panel/analyses/${shared}/comments/`, { at_seconds: 3, body: 'still here?' }), 403)).toBe(SHARE_WITHDRAWN);
    expect(await errorOf(await coach.get(`/api/admin-panel/analyses/${other}/`), 404)).not.toBe(SHARE_WITHDRAWN);
    expect(await errorOf(await stranger.get(`/api/admin-panel/analyses/${shared}/`), 404)).not.toBe(SHARE_WITHDRAWN);
    expect((await body(await owner.get(`/api/sharing/comments/${shared}/`), shareCommentsResponseSchema)).comments).toHaveLength(3);
    await errorOf(await stranger.request(`/api/sharing/shares/${shareId}/`, { method: 'DELETE' }), 404);
  });

  it('refuses a revoked or expired invitation', async () => {
    const pending = await invite(owner, coach.user.email, { scope: 'all' });
    await owner.request(`/api/sharing/shares/${pending.id}/`, { method: 'DELETE' });
    expect(await errorOf(await coach.post('/api/sharing/accept/', { token: pending.token }), 404)).toBe(INVITATION_INVALID);
    const late = await invite(owner, coach.user.email, { scope: 'all' });
    await t.deps.database.db.updateTable('shares').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', late.id).execute();
    expect(await errorOf(await coach.post('/api/sharing/accept/', { token: late.token }), 410)).toBe(INVITATION_EXPIRED);
    expect(await list(coach)).toEqual([]);
  });
});

describe('scopes and the recording', () => {
  it('a mock interview share covers its analysis only; all covers every one; the recording only when included', async () => {
    const owner = (await t.signedInUser()) as User;
    const viewer = (await t.signedInUser()) as User;
    const mockAnalysis = await storedAnalysis(owner, 'mock.mp4');
    const plain = await storedAnalysis(owner, 'plain.mp4');
    const mockId = randomUUID();
    await t.deps.database.db
      .insertInto('mock_sessions')
      .values({ id: mockId, user_id: await userIdOf(owner), status: 'completed', question_keys: '[]', current_index: 0, created_at: new Date().toISOString(), completed_at: null, summary: null, analysis_session_id: mockAnalysis })
      .execute();
    const mock = await invite(owner, viewer.user.email, { scope: 'mock_interview', target_id: mockId, include_recording: true });
    await body(await viewer.post('/api/sharing/accept/', { token: mock.token }), acceptShareResponseSchema);
    expect((await list(viewer)).map((a) => [a.id, a.recording])).toEqual([[mockAnalysis, true]]);
    const whole = await viewer.get(`/api/admin-panel/analyses/${mockAnalysis}/media/`);
    expect(whole.status).toBe(200);
    const size = Number(whole.headers.get('content-length'));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const part = await viewer.request(`/api/admin-panel/analyses/${mockAnalysis}/media/`, { headers: { range: 'bytes=0-9' } });
    expect([part.status, part.headers.get('content-range'), (await part.arrayBuffer()).byteLength]).toEqual([206, `bytes 0-9/${size}`, 10]);
    const outside = await viewer.request(`/api/admin-panel/analyses/${mockAnalysis}/media/`, { headers: { range: `bytes=${size + 5}-` } });
    expect([outside.status, outside.headers.get('content-range')]).toEqual([416, `bytes */${size}`]);
    await errorOf(await viewer.get(`/api/admin-panel/analyses/${plain}/media/`), 404);

    // The report page knows only the report's analysis id: it names the same mock interview.
    const byReport = await body(await owner.post('/api/sharing/shares/', { email: 'mentor@example.com', scope: 'mock_interview', target_id: mockAnalysis }), shareResponseSchema);
    expect([byReport.share.target_id, byReport.share.analysis_id]).toEqual([mockId, mockAnalysis]);
    const shares = (await body(await owner.get('/api/sharing/shares/'), sharesResponseSchema)).shares;
    expect(shares.map((s) => [s.scope, s.target_id, s.analysis_id])).toEqual([
      ['mock_interview', mockId, mockAnalysis],
      ['mock_interview', mockId, mockAnalysis],
    ]);
    // Not a mock report (a plain analysis of the owner's), nor someone else's report.
    await errorOf(await owner.post('/api/sharing/shares/', { email: 'mentor@example.com', scope: 'mock_interview', target_id: plain }), 404);
    await errorOf(await viewer.post('/api/sharing/shares/', { email: 'mentor@example.com', scope: 'mock_interview', target_id: mockAnalysis }), 404);
    await errorOf(await viewer.post('/api/sharing/shares/', { email: 'mentor@example.com', scope: 'mock_interview', target_id: mockId }), 404);

    const all = await invite(owner, viewer.user.email, { scope: 'all' });
    await body(await viewer.post('/api/sharing/accept/', { token: all.token }), acceptShareResponseSchema);
    expect((await list(viewer)).map((a) => [a.id, a.recording]).sort()).toEqual([[mockAnalysis, true], [plain, false]].sort());
    expect((await body(await owner.get('/api/sharing/shares/'), sharesResponseSchema)).shares.find((s) => s.id === all.id)?.analysis_id).toBeNull();
    await errorOf(await viewer.get(`/api/admin-panel/analyses/${plain}/media/`), 403);
  });
});

describe('export and deletion', () => {
  it('exports every share and comment on both sides, and deleting either account removes them', async () => {
    const owner = (await t.signedInUser()) as User;
    const viewer = (await t.signedInUser()) as User;
    const analysis = await storedAnalysis(owner, 'exported.mp4');
    const share = await invite(owner, viewer.user.email, { scope: 'analysis', target_id: analysis });
    await body(await viewer.post('/api/sharing/accept/', { token: share.token }), acceptShareResponseSchema);
    await body(await viewer.post(`/api/admin-panel/analyses/${analysis}/comments/`, { at_seconds: 7, body: 'strong opening' }), commentResponseSchema);
    const source = t.deps.account.sources.find((s) => s.name === 'sharing');
    if (!source) throw new Error('sharing is not a user-data source');
    const exported = async (client: User) => Object.fromEntries((await source.exportForUser(await userIdOf(client), { videos: false })).map((e) => [e.path, String(e.content)]));
    const given = await exported(owner);
    expect(given['sharing/shares-given.json']).toContain(viewer.user.email);
    expect(given['sharing/shares-given.json']).toContain('strong opening');
    expect((await exported(viewer))['sharing/shares-received.json']).toContain('strong opening');

    const viewerId = await userIdOf(viewer);
    expect((await viewer.post('/api/account/delete/', { confirm: 'DELETE', password: TEST_PASSWORD })).status).toBe(200);
    const db = t.deps.database.db;
    expect(await db.selectFrom('shares').select('id').where((eb) => eb.or([eb('viewer_id', '=', viewerId), eb('invited_email', '=', viewer.user.email)])).execute()).toEqual([]);
    expect(await db.selectFrom('share_comments').select('id').where('author_id', '=', viewerId).execute()).toEqual([]);

    const ownerId = await userIdOf(owner);
    await invite(owner, 'someone@example.com', { scope: 'all' });
    expect((await owner.post('/api/account/delete/', { confirm: 'DELETE', password: TEST_PASSWORD })).status).toBe(200);
    expect(await db.selectFrom('shares').select('id').where('owner_id', '=', ownerId).execute()).toEqual([]);
  });
});
