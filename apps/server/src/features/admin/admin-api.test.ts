/**
 * `/api/admin/*` end to end: the real app (settings wired as in production),
 * database, better-auth, ffprobe and object store. The file's tests share one app and run in order.
 */
import { randomUUID } from 'node:crypto';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { adminAnalysesResponseSchema, adminUserResponseSchema, adminUsersResponseSchema } from '@rehearse/contract/admin-api';
import { adminAuditResponseSchema } from '@rehearse/contract/admin-audit';
import { adminLanguageModelResponseSchema, adminSettingsResponseSchema } from '@rehearse/contract/admin-settings';
import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import { analysisUrls, startAnalysisResponseSchema, uploadResponseSchema } from '@rehearse/contract/analysis-api';
import { NO_CREDITS_MESSAGE } from '@rehearse/contract/analysis-constants';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { uploadFile } from '../analysis/analysis-test-kit.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let fixtures: FixturePaths;
let superStaff: TestClient;
let readStaff: TestClient;
let adminUser: TestClient;
let plain: TestClient & { user: { email: string } };
let nobody: TestClient;

async function body<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const parsed: unknown = await response.json();
  expect(response.status, JSON.stringify(parsed)).toBe(status);
  return schema.parse(parsed);
}

async function userIdOf(email: string): Promise<string> {
  const list = await body(await superStaff.get(`/api/admin/users/?search=${encodeURIComponent(email)}`), adminUsersResponseSchema);
  const found = list.users.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found.id;
}

async function put(client: TestClient, path: string, json: unknown) {
  return client.request(path, { method: 'PUT', json });
}

/** A stored analysis row (and its upload and file) as the worker would leave it. */
async function storedAnalysis(userId: string, status: 'completed' | 'failed', overall = 70, title = 'answer.mp4'): Promise<string> {
  const { repositories } = t.deps.analysis;
  const uploadId = randomUUID();
  const sessionId = randomUUID();
  const at = new Date().toISOString();
  const key = `uploads/${userId}/${uploadId}`;
  await t.deps.objects.put(key, (await import('node:fs')).createReadStream(fixtures.containers.mp4));
  await repositories.uploads.insert({ id: uploadId, user_id: userId, original_filename: title, storage_key: key, size: 1000, content_type: 'video/mp4', duration: 4, created_at: at, deleted_at: null });
  const result = sampleAnalysisResult({ overall_score: overall });
  await repositories.sessions.insert({
    session_id: sessionId,
    user_id: userId,
    video_upload_id: uploadId,
    category: 'video_upload',
    display_name: title,
    status,
    stage: status === 'completed' ? 'done' : 'probe',
    progress: status === 'completed' ? 100 : 0,
    error: status === 'failed' ? 'boom' : null,
    start_time: at,
    end_time: at,
    result: status === 'completed' ? JSON.stringify(result) : null,
    summary: status === 'completed' ? JSON.stringify(combinedResultOf(result, at)) : null,
    report_files: null,
    created_at: at,
  });
  return sessionId;
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createTestApp();
  superStaff = await t.staffClient({ superuser: true });
  readStaff = await t.staffClient({ superuser: false });
  const promoted = await t.signedInUser();
  plain = await t.signedInUser();
  nobody = t.client();
  // A plain user made admin by a superuser: the role-admin user of the rule.
  const promotedId = await userIdOf(promoted.user.email);
  await body(await superStaff.post(`/api/admin/users/${promotedId}/role/`, { role: 'admin' }), adminUserResponseSchema);
  adminUser = promoted;
});

afterAll(async () => {
  await t?.close();
});

describe('who may call', () => {
  const reads = ['/api/admin/access/', '/api/admin/stats/', '/api/admin/users/', '/api/admin/analyses/', '/api/admin/audit/', '/api/admin/settings/'];

  it('reads: superuser staff, staff and admin users yes; a plain user 403; nobody 401', async () => {
    for (const path of reads) {
      expect((await superStaff.get(path)).status, path).toBe(200);
      expect((await readStaff.get(path)).status, path).toBe(200);
      expect((await adminUser.get(path)).status, path).toBe(200);
      expect((await plain.get(path)).status, path).toBe(403);
      expect((await nobody.get(path)).status, path).toBe(401);
    }
    expect(await (await readStaff.get('/api/admin/access/')).json()).toEqual({ status: 'success', capability: 'read' });
    expect(await (await superStaff.get('/api/admin/access/')).json()).toEqual({ status: 'success', capability: 'manage' });
    expect(await (await adminUser.get('/api/admin/access/')).json()).toEqual({ status: 'success', capability: 'manage' });
  });

  it('changes: only superuser staff and admin users; read-only staff and plain users 403; nobody 401', async () => {
    const target = await userIdOf(plain.user.email);
    const sessionId = await storedAnalysis(target, 'failed');
    const changes: Array<[string, string, unknown]> = [
      ['POST', `/api/admin/users/${target}/role/`, { role: 'user' }],
      ['POST', `/api/admin/users/${target}/status/`, { status: 'active' }],
      ['POST', `/api/admin/users/${target}/credits/`, { amount: 1 }],
      ['PUT', '/api/admin/settings/', { default_credits: 10 }],
      ['POST', `/api/admin/analyses/${sessionId}/rerun/`, {}],
      ['DELETE', `/api/admin/analyses/${sessionId}/`, undefined],
    ];
    for (const [method, path, json] of changes) {
      const send = (client: TestClient) => client.request(path, { method, json });
      expect((await send(nobody)).status, path).toBe(401);
      expect((await send(plain)).status, path).toBe(403);
      expect((await send(readStaff)).status, path).toBe(403);
    }
    for (const [index, [method, path, json]] of changes.entries()) {
      const client = index % 2 === 0 ? superStaff : adminUser;
      expect((await client.request(path, { method, json })).status, path).toBe(200);
    }
  });
});

describe('users', () => {
  it('searches by name or e-mail, pages, and treats % literally', async () => {
    const page = await body(await superStaff.get('/api/admin/users/?page_size=2&page=1'), adminUsersResponseSchema);
    expect(page.users).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const second = await body(await superStaff.get('/api/admin/users/?page_size=2&page=2'), adminUsersResponseSchema);
    expect(second.users.map((u) => u.id)).not.toContain(page.users[0]?.id);
    const found = await body(await superStaff.get(`/api/admin/users/?search=${encodeURIComponent(plain.user.email.toUpperCase())}`), adminUsersResponseSchema);
    expect(found.users.map((u) => u.email)).toEqual([plain.user.email]);
    expect(found.users[0]).toMatchObject({ status: 'active', role: 'user', user_type: 'student' });
    expect((await body(await superStaff.get('/api/admin/users/?search=%25'), adminUsersResponseSchema)).total).toBe(0);
    for (const bad of ['page=0', 'page_size=101', 'page=abc', `search=${'x'.repeat(201)}`]) {
      expect((await superStaff.get(`/api/admin/users/?${bad}`)).status, bad).toBe(400);
    }
  });

  it('deactivating ends the sessions at once and refuses sign-in; activating allows it again', async () => {
    const victim = await t.signedInUser();
    const id = await userIdOf(victim.user.email);
    expect((await victim.get('/api/analysis/user-analyses/')).status).toBe(200);
    const changed = await body(await superStaff.post(`/api/admin/users/${id}/status/`, { status: 'inactive' }), adminUserResponseSchema);
    expect(changed.user.status).toBe('inactive');
    expect((await victim.get('/api/analysis/user-analyses/')).status).toBe(401);
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: victim.user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    await body(await superStaff.post(`/api/admin/users/${id}/status/`, { status: 'active' }), adminUserResponseSchema);
    expect((await t.client().post('/api/auth/sign-in/email', { email: victim.user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('refuses changing one’s own role or status, unknown users, bad bodies', async () => {
    const self = await userIdOf((await (await adminUser.get('/api/auth/get-session')).json() as { user: { email: string } }).user.email);
    expect((await adminUser.post(`/api/admin/users/${self}/status/`, { status: 'inactive' })).status).toBe(400);
    expect((await adminUser.post(`/api/admin/users/${self}/role/`, { role: 'user' })).status).toBe(400);
    expect((await superStaff.post('/api/admin/users/nope/role/', { role: 'admin' })).status).toBe(404);
    const target = await userIdOf(plain.user.email);
    for (const bad of [{ role: 'superuser' }, { role: 'admin', extra: 1 }, {}]) {
      const res = await superStaff.post(`/api/admin/users/${target}/role/`, bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error' });
    }
    const cut = await superStaff.request(`/api/admin/users/${target}/credits/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount": 1' });
    expect(cut.status).toBe(400);
    for (const amount of [0, 1.5, 1e12, '5']) expect((await superStaff.post(`/api/admin/users/${target}/credits/`, { amount })).status).toBe(400);
  });

  it('granted credits let a user with none start an analysis; the balance never goes below 0', async () => {
    const user = await t.signedInUser();
    const id = await userIdOf(user.user.email);
    const drained = await body(await superStaff.post(`/api/admin/users/${id}/credits/`, { amount: -10 }), adminUserResponseSchema);
    expect(drained.user.analysis_credits).toBe(0);
    expect((await superStaff.post(`/api/admin/users/${id}/credits/`, { amount: -1 })).status).toBe(400);
    const upload = await body(await uploadFile(user, fixtures.containers.mp4, 'clip.mp4'), uploadResponseSchema);
    const refused = await user.post(analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined', 'llm'] });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ message: NO_CREDITS_MESSAGE });
    await body(await superStaff.post(`/api/admin/users/${id}/credits/`, { amount: 2 }), adminUserResponseSchema);
    const started = await body(await user.post(analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined', 'llm'] }), startAnalysisResponseSchema);
    expect(started.analysis_credits).toBe(1);
  });
});

describe('analyses', () => {
  it('lists every user’s analyses with search, status filter and paging; reruns only failed ones; deletes with files', async () => {
    const owner = await t.signedInUser();
    const ownerId = await userIdOf(owner.user.email);
    const done = await storedAnalysis(ownerId, 'completed', 80, 'zebra-interview.mp4');
    const failed = await storedAnalysis(ownerId, 'failed', 0, 'zebra-failed.mp4');
    const all = await body(await readStaff.get('/api/admin/analyses/?search=ZEBRA'), adminAnalysesResponseSchema);
    expect(all.analyses.map((a) => a.id).sort()).toEqual([done, failed].sort());
    expect(all.analyses.find((a) => a.id === done)).toMatchObject({ user: owner.user.email, title: 'zebra-interview.mp4', status: 'completed' });
    expect(all.analyses.find((a) => a.id === done)?.score).toBeCloseTo(80, 0);
    expect(all.analyses.find((a) => a.id === failed)?.score).toBeNull();
    const onlyFailed = await body(await readStaff.get('/api/admin/analyses/?search=zebra&status=failed'), adminAnalysesResponseSchema);
    expect(onlyFailed.analyses.map((a) => a.id)).toEqual([failed]);
    expect((await readStaff.get('/api/admin/analyses/?status=weird')).status).toBe(400);
    const byOwner = await body(await readStaff.get(`/api/admin/analyses/?search=${encodeURIComponent(owner.user.email)}&page_size=1`), adminAnalysesResponseSchema);
    expect(byOwner).toMatchObject({ total: 2, page_size: 1 });
    expect(byOwner.analyses).toHaveLength(1);

    expect((await superStaff.post(`/api/admin/analyses/${done}/rerun/`)).status).toBe(409);
    expect((await superStaff.post(`/api/admin/analyses/${failed}/rerun/`)).status).toBe(200);
    expect((await t.deps.analysis.repositories.sessions.findById(failed))?.status).toBe('queued');
    expect((await superStaff.post('/api/admin/analyses/missing/rerun/')).status).toBe(404);

    const upload = await t.deps.analysis.repositories.uploads.findOwned(ownerId, (await t.deps.analysis.repositories.sessions.findById(done))?.video_upload_id ?? '');
    expect((await superStaff.request(`/api/admin/analyses/${done}/`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.deps.analysis.repositories.sessions.findById(done)).toBeNull();
    expect(upload).not.toBeNull();
    expect(await t.deps.objects.exists(upload?.storage_key ?? '')).toBe(false);
    expect((await owner.get(analysisUrls.status(done))).status).toBe(404);
    expect((await superStaff.request(`/api/admin/analyses/${done}/`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the language model status', () => {
  it('tells admins what writes model answers and why; read-only staff and plain users 403, nobody 401', async () => {
    for (const client of [superStaff, adminUser]) {
      const read = await body(await client.get('/api/admin/language-model/'), adminLanguageModelResponseSchema);
      // Tests set no LLM_BASE_URL and never fetch a model (LOCAL_LLM_MODEL is none under NODE_ENV=test).
      expect(read.language_model).toEqual({ engine: 'built-in', model: null, state: 'off', message: 'The built-in rules: the local model is turned off (LOCAL_LLM_MODEL=none)' });
    }
    expect((await readStaff.get('/api/admin/language-model/')).status).toBe(403);
    expect((await plain.get('/api/admin/language-model/')).status).toBe(403);
    expect((await nobody.get('/api/admin/language-model/')).status).toBe(401);
  });
});

describe('settings', () => {
  it('shows staff the speech recogniser analyses use, which no request can change', async () => {
    const read = await body(await readStaff.get('/api/admin/settings/'), adminSettingsResponseSchema);
    // The test app runs with NODE_ENV=test: no model is fetched, PocketSphinx transcribes.
    expect(read.transcription).toEqual({ engine: 'pocketsphinx', model: null, state: 'off', message: 'PocketSphinx: whisper is turned off (WHISPER_MODEL=none)' });
    expect(read.meaning).toEqual({ engine: 'word-vectors', model: null, state: 'off', message: 'The built-in word vectors: the sentence model is turned off (SENTENCE_MODEL=none)' });
    expect(read.voice).toEqual({ engine: 'espeak-ng', voice: null, state: 'off', message: 'espeak-ng: Piper is turned off (PIPER_VOICE=none)' });
    const res = await put(superStaff, '/api/admin/settings/', { transcription: { engine: 'whisper' } });
    expect(res.status).toBe(400);
    const changed = await body(await put(superStaff, '/api/admin/settings/', { default_credits: 4 }), adminSettingsResponseSchema);
    expect(changed.transcription).toEqual(read.transcription);
    await body(await put(superStaff, '/api/admin/settings/', { default_credits: read.settings.default_credits }), adminSettingsResponseSchema);
  });

  it('reads the environment defaults, takes any subset, refuses bad values, and keeps the rest', async () => {
    const start = await body(await readStaff.get('/api/admin/settings/'), adminSettingsResponseSchema);
    expect(start.settings).toMatchObject({ max_video_size_mb: 100, retention_days: 30, max_unstarted_uploads: 5 });
    const changed = await body(await put(superStaff, '/api/admin/settings/', { default_credits: 3 }), adminSettingsResponseSchema);
    expect(changed.settings).toEqual({ ...start.settings, default_credits: 3 });
    for (const bad of [{}, { retention_days: 0 }, { max_video_size_mb: 1e9 }, { default_credits: -1 }, { unknown: 1 }, { retention_days: '7' }]) {
      const res = await put(superStaff, '/api/admin/settings/', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error' });
    }
    expect((await body(await readStaff.get('/api/admin/settings/'), adminSettingsResponseSchema)).settings.default_credits).toBe(3);
  });

  it('a new account gets the credits setting at registration', async () => {
    const fresh = await t.signedInUser();
    const session = (await (await fresh.get('/api/auth/get-session')).json()) as { user: { analysis_credits: number } };
    expect(session.user.analysis_credits).toBe(3);
  });

  it('a lowered max video size answers 413 to a larger upload at once', async () => {
    const uploader = await t.signedInUser();
    await body(await put(superStaff, '/api/admin/settings/', { max_video_size_mb: 1 }), adminSettingsResponseSchema);
    const form = new FormData();
    form.set('video', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'video/mp4' }), 'big.mp4');
    const res = await uploader.request('/api/analysis/upload/', { method: 'POST', body: form });
    expect(res.status).toBe(413);
    await body(await put(superStaff, '/api/admin/settings/', { max_video_size_mb: 100 }), adminSettingsResponseSchema);
    expect((await uploadFile(uploader, fixtures.containers.mp4, 'ok.mp4')).status).toBe(200);
  });

  it('the unstarted-uploads limit in force refuses the next upload with 429', async () => {
    const uploader = await t.signedInUser();
    await body(await put(superStaff, '/api/admin/settings/', { max_unstarted_uploads: 1 }), adminSettingsResponseSchema);
    expect((await uploadFile(uploader, fixtures.containers.mp4, 'one.mp4')).status).toBe(200);
    expect((await uploadFile(uploader, fixtures.containers.mp4, 'two.mp4')).status).toBe(429);
    await body(await put(superStaff, '/api/admin/settings/', { max_unstarted_uploads: 5 }), adminSettingsResponseSchema);
    expect((await uploadFile(uploader, fixtures.containers.mp4, 'two.mp4')).status).toBe(200);
  });

  it('the retention job uses the retention days in force', async () => {
    const owner = await t.signedInUser();
    const sessionId = await storedAnalysis(await userIdOf(owner.user.email), 'completed', 70, 'keep.mp4');
    const uploadId = (await t.deps.analysis.repositories.sessions.findById(sessionId))?.video_upload_id ?? '';
    const stored = async () => (await t.deps.analysis.repositories.uploads.findById(uploadId))?.deleted_at ?? null;
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.deps.analysis.sweepRetention(inTwoDays);
    expect(await stored()).toBeNull();
    await body(await put(superStaff, '/api/admin/settings/', { retention_days: 1 }), adminSettingsResponseSchema);
    await t.deps.analysis.sweepRetention(inTwoDays);
    expect(await stored()).not.toBeNull();
    await body(await put(superStaff, '/api/admin/settings/', { retention_days: 30 }), adminSettingsResponseSchema);
  });
});

describe('audit and stats', () => {
  it('every action left an audit row with who, what, target, before → after, when and IP; paged newest first', async () => {
    const log = await body(await readStaff.get('/api/admin/audit/?page_size=100'), adminAuditResponseSchema);
    const actions = new Set(log.entries.map((e) => e.action));
    for (const action of ['user.role', 'user.status', 'user.credits', 'analysis.delete', 'analysis.rerun', 'settings.update']) expect(actions, action).toContain(action);
    const retention = log.entries.find((e) => e.action === 'settings.update' && e.after?.retention_days === 30);
    expect(retention).toMatchObject({ before: { retention_days: 1 }, actor_email: expect.stringContaining('@'), ip: superStaff.ip, target_type: 'settings' });
    expect(log.entries[0]?.id).toBe(retention?.id);
    const deactivate = log.entries.find((e) => e.action === 'user.status' && e.after?.status === 'inactive');
    expect(deactivate).toMatchObject({ before: { status: 'active' }, target_type: 'user' });
    const page2 = await body(await readStaff.get('/api/admin/audit/?page_size=2&page=2'), adminAuditResponseSchema);
    expect(page2.entries.map((e) => e.id)).toEqual(log.entries.slice(2, 4).map((e) => e.id));
    expect(page2.total).toBe(log.total);
  });

  it('a corrupt stored row is reported, not a 500: audit values shown as unreadable, a setting back to its default', async () => {
    const { db } = t.deps.database;
    const newest = (await body(await readStaff.get('/api/admin/audit/?page_size=1'), adminAuditResponseSchema)).entries[0]!;
    await db.updateTable('admin_audit_log').set({ before: '{"retention_days": 1' }).where('id', '=', newest.id).execute();
    const log = await body(await readStaff.get('/api/admin/audit/?page_size=1'), adminAuditResponseSchema);
    expect(log.entries[0]).toMatchObject({ id: newest.id, before: { unreadable: 'The stored values could not be read (not JSON).' }, after: newest.after });

    await body(await put(superStaff, '/api/admin/settings/', { default_credits: 4 }), adminSettingsResponseSchema);
    await db.updateTable('admin_settings').set({ value: '"four"' }).where('key', '=', 'default_credits').execute();
    const settings = await body(await readStaff.get('/api/admin/settings/'), adminSettingsResponseSchema);
    expect(settings.settings.default_credits).toBe(DEFAULT_ANALYSIS_CREDITS);
    await body(await put(superStaff, '/api/admin/settings/', { default_credits: 3 }), adminSettingsResponseSchema);
  });

  it('stats are counted: analyses, average, per day, queue, storage, the 5 newest actions', async () => {
    const owner = await t.signedInUser();
    await storedAnalysis(await userIdOf(owner.user.email), 'completed', 90, 'fresh.mp4');
    const stats = (await body(await readStaff.get('/api/admin/stats/'), adminStatsResponseSchema)).stats;
    const sessions = await t.deps.database.db.selectFrom('analysis_sessions').select(['status', 'summary']).execute();
    const stored = await t.deps.database.db.selectFrom('video_uploads').select('size').where('deleted_at', 'is', null).execute();
    // The average is over complete overalls (decision 050); these sample results were never judged for content.
    const summaries = sessions.filter((s) => s.status === 'completed').map((s) => JSON.parse(s.summary ?? '{}') as { overall_score: number; overall_makeup: { complete: boolean } });
    const complete = summaries.filter((s) => s.overall_makeup.complete).map((s) => s.overall_score);
    expect(stats.average_score).toEqual(complete.length === 0 ? null : expect.closeTo(complete.reduce((a, b) => a + b, 0) / complete.length, 1));
    expect(stats.incomplete_overalls).toBe(summaries.length - complete.length);
    expect(stats.total_analyses).toBe(sessions.length);
    expect(stats.failed_analyses).toBe(sessions.filter((s) => s.status === 'failed').length);
    expect(stats.completed_analyses).toBe(sessions.filter((s) => s.status === 'completed').length);
    expect(stats.queue.waiting).toBe(sessions.filter((s) => s.status === 'queued').length);
    expect(stats.analyses_per_day).toHaveLength(14);
    expect(stats.analyses_per_day.at(-1)?.count).toBe(sessions.length);
    expect(stats.recent_activity).toHaveLength(5);
    expect(stats.storage_bytes).toBe(stored.reduce((sum, row) => sum + Number(row.size), 0));
    expect(stats.storage_bytes).toBeGreaterThan(0);
    expect(stats.queue.last_worker_heartbeat).toBeNull();
    expect(stats.banned_users).toBe(0);
  });
});
