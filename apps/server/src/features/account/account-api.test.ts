/**
 * Against the real app: profile and settings through better-auth's update-user, password
 * change, two-factor sign-in, login history, data export and account deletion. One app (with a
 * scripted analysis engine, so analyses complete with real report files and uploads) serves all tests.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import {
  ACCOUNT_PATHS,
  accountDeleteResponseSchema,
  DELETE_CONFIRM_INVALID,
  EXPORT_RATE_LIMITED,
  loginHistoryResponseSchema,
  PROFILE_MESSAGES,
  WRONG_PASSWORD,
  WRONG_TWO_FACTOR_CODE,
} from '@rehearse/contract/account-api';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import { mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { DEFAULT_USER_SETTINGS } from '@rehearse/contract/user-settings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { listLoginHistory } from '../../auth/login-history-repository.ts';
import { latestMail, listOutbox } from '../../test/outbox.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { TEST_PASSWORD, type TestClient } from '../../test/test-app.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, waitFor, type AnalysisTestApp } from '../analysis/analysis-test-kit.ts';
import { uploadAnswer } from '../mock/mock-test-kit.ts';
import { EXPORT_RATE_LIMIT } from './account-routes.ts';
import { createAccountRuntime } from './account-runtime.ts';
import { withAuthRows } from './auth-rows.ts';
import { analysisUserData } from '../analysis/analysis-user-data.ts';
import { loginHistoryUserData } from './login-history-user-data.ts';
import { totpCodeOf } from './totp-code.fixture.ts';
import { userEmailOf } from './user-email.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { analysedThroughApi } from '../analysis/analysis-api-steps.ts';

let t: AnalysisTestApp;
let fixtures: FixturePaths;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createAnalysisTestApp({ engine: scriptedEngine(async () => scriptedResult(72)) });
});

afterAll(async () => {
  await t?.close();
});

async function json<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

async function errorOf(response: Response, status: number): Promise<string> {
  return (await json(response, apiErrorSchema, status)).message;
}

async function analysed(client: TestClient, name: string): Promise<string> {
  const { sessionId, status } = await analysedThroughApi(client, fixtures.containers.mp4, { name });
  expect(status.status, status.error ?? '').toBe('completed');
  return sessionId;
}

async function session(client: TestClient): Promise<{ user: Record<string, unknown> & { id: string; email: string } } | null> {
  return (await client.get('/api/auth/get-session')).json() as Promise<{ user: Record<string, unknown> & { id: string; email: string } } | null>;
}

async function signIn(email: string, password: string, ip?: string): Promise<{ client: TestClient; response: Response; body: Record<string, unknown> }> {
  const client = t.client({ ip });
  client.request = wrapUserAgent(client);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  const body = (await response.clone().json()) as Record<string, unknown>;
  return { client, response, body };
}

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
function wrapUserAgent(client: TestClient): TestClient['request'] {
  const original = client.request.bind(client);
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('user-agent', CHROME_UA);
    return original(path, { ...init, headers });
  };
}

async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(buffer, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

describe('profile and settings', () => {
  it('saves the profile fields, requires full name and a known user type, and never changes the e-mail', async () => {
    const ada = await t.signedInUser();
    const update = { full_name: 'Ada Lovelace', user_type: 'professional', bio: 'Analyst', phone: '+44 1', location: 'London', company: 'Engines', title: 'Engineer' };
    expect((await ada.post('/api/auth/update-user', update)).status).toBe(200);
    const user = (await session(ada))!.user;
    expect(user).toMatchObject({ ...update, name: 'Ada Lovelace' });

    expect((await ada.post('/api/auth/update-user', { full_name: '   ' })).status).toBe(400);
    expect((await ada.post('/api/auth/update-user', { user_type: 'astronaut' })).status).toBe(400);
    expect((await ada.post('/api/auth/update-user', { bio: 'x'.repeat(2001) })).status).toBe(400);
    expect((await ada.post('/api/auth/update-user', { email: 'other@example.com' })).status).toBe(400);
    expect((await session(ada))!.user).toMatchObject({ full_name: 'Ada Lovelace', email: ada.user.email });
  });

  it('persists settings, refuses a malformed shape, and honours analysis e-mails being off', async () => {
    const bea = await t.signedInUser();
    expect(JSON.parse(String((await session(bea))!.user.settings))).toEqual(DEFAULT_USER_SETTINGS);
    const off = { ...DEFAULT_USER_SETTINGS, emailNotifications: { analysis: false, progress: false, marketing: true }, privacy: { profileVisible: false, analysisPublic: true } };
    expect((await bea.post('/api/auth/update-user', { settings: JSON.stringify(off) })).status).toBe(200);
    expect(JSON.parse(String((await session(bea))!.user.settings))).toEqual(off);
    expect((await bea.post('/api/auth/update-user', { settings: '{"emailNotifications":true}' })).status).toBe(400);

    await analysed(bea, 'quiet-one.mp4');
    expect(listOutbox(t.dataDir).filter((m) => m.subject.includes('quiet-one.mp4'))).toEqual([]);
    const on = { ...off, emailNotifications: { ...off.emailNotifications, analysis: true } };
    expect((await bea.post('/api/auth/update-user', { settings: JSON.stringify(on) })).status).toBe(200);
    await analysed(bea, 'loud-one.mp4');
    await waitFor(async () => listOutbox(t.dataDir).some((m) => m.subject.includes('loud-one.mp4')));
  });
});

describe('password change', () => {
  it('checks the current password, applies the rules, and signs out the other sessions', async () => {
    const cleo = await t.signedInUser();
    const other = await signIn(cleo.user.email, TEST_PASSWORD);
    expect(other.response.status).toBe(200);
    expect((await session(other.client))?.user.email).toBe(cleo.user.email);

    const wrong = await cleo.post('/api/auth/change-password', { currentPassword: 'Wr0ng!pass', newPassword: 'N3w!password', revokeOtherSessions: true });
    expect(wrong.status).toBe(400);
    const weak = await cleo.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase1!', revokeOtherSessions: true });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toBe('Include an uppercase letter');

    const right = await cleo.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'N3w!password', revokeOtherSessions: true });
    expect(right.status).toBe(200);
    expect((await session(cleo))?.user.email).toBe(cleo.user.email);
    expect(await session(other.client)).toBeNull();
    expect((await signIn(cleo.user.email, TEST_PASSWORD)).response.status).toBe(401);
    expect((await signIn(cleo.user.email, 'N3w!password')).response.status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('enables TOTP with a code, challenges sign-in, accepts a TOTP code and each backup code once, and disables', async () => {
    const dan = await t.signedInUser();
    expect((await dan.post('/api/auth/two-factor/enable', { password: 'Wr0ng!pass' })).status).toBe(400);
    const enabled = (await (await dan.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json()) as { totpURI: string; backupCodes: string[] };
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Rehearse:/);
    expect(enabled.backupCodes).toHaveLength(10);
    expect((await session(dan))!.user.twoFactorEnabled).toBe(false);
    expect((await dan.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    // Each code is kept as typed: recomputing it later could land in the next 30-s step, a code not yet used.
    const enablingCode = await totpCodeOf(enabled.totpURI);
    expect((await dan.post('/api/auth/two-factor/verify-totp', { code: enablingCode })).status).toBe(200);
    expect((await session(dan))!.user.twoFactorEnabled).toBe(true);

    const challenged = await signIn(dan.user.email, TEST_PASSWORD);
    expect(challenged.body.twoFactorRedirect).toBe(true);
    expect(await session(challenged.client)).toBeNull();
    expect((await challenged.client.post('/api/auth/two-factor/verify-totp', { code: '123456' })).status).toBe(401);
    // The code that turned 2FA on is spent; the next step's is accepted.
    expect((await challenged.client.post('/api/auth/two-factor/verify-totp', { code: enablingCode })).status).toBe(401);
    const signInCode = await totpCodeOf(enabled.totpURI, 1);
    expect((await challenged.client.post('/api/auth/two-factor/verify-totp', { code: signInCode })).status).toBe(200);
    expect((await session(challenged.client))?.user.email).toBe(dan.user.email);

    const backup = enabled.backupCodes[0]!;
    const first = await signIn(dan.user.email, TEST_PASSWORD);
    expect((await first.client.post('/api/auth/two-factor/verify-backup-code', { code: backup })).status).toBe(200);
    expect((await session(first.client))?.user.email).toBe(dan.user.email);
    const again = await signIn(dan.user.email, TEST_PASSWORD);
    expect((await again.client.post('/api/auth/two-factor/verify-backup-code', { code: backup })).status).toBe(401);
    expect(await session(again.client)).toBeNull();
    // Only the code checks are sign-ins (a wrong code is a failed one of Dan's); the password steps before them and the codes typed while turning 2FA on are not.
    const history = await listLoginHistory(t.deps.database.db, (await session(dan))!.user.id);
    expect(history.map((h) => [h.method, h.status])).toEqual([
      ['two_factor', 'failed'],
      ['two_factor', 'success'],
      ['two_factor', 'success'],
      ['two_factor', 'failed'],
    ]);

    // Disable with a code (ours) after a wrong one; the password way is better-auth's own endpoint.
    expect(await errorOf(await dan.post(ACCOUNT_PATHS.twoFactorDisable, { code: '000000' }), 400)).toBe(WRONG_TWO_FACTOR_CODE);
    expect(await errorOf(await dan.post(ACCOUNT_PATHS.twoFactorDisable, { code: '12' }), 400)).toBe('Please enter a valid 6-digit verification code.');
    // The sign-in's code is spent too; a minute later the authenticator shows a fresh one.
    expect(await errorOf(await dan.post(ACCOUNT_PATHS.twoFactorDisable, { code: signInCode }), 400)).toBe(WRONG_TWO_FACTOR_CODE);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const disabled = await dan.post(ACCOUNT_PATHS.twoFactorDisable, { code: await totpCodeOf(enabled.totpURI) }).finally(() => vi.useRealTimers());
    expect(await disabled.json()).toEqual({ status: 'success', message: PROFILE_MESSAGES.twoFactorDisabled });
    expect((await session(dan))!.user.twoFactorEnabled).toBe(false);
    const plain = await signIn(dan.user.email, TEST_PASSWORD);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect((await session(plain.client))?.user.email).toBe(dan.user.email);
  });
});

describe('login history', () => {
  it('lists failed and successful attempts, newest first, with the device; only the user’s own', async () => {
    const eve = await t.signedInUser();
    expect((await signIn(eve.user.email, 'Wr0ng!pass', '10.9.9.9')).response.status).toBe(401);
    expect((await signIn(eve.user.email, TEST_PASSWORD, '10.9.9.8')).response.status).toBe(200);
    const history = await json(await eve.get(ACCOUNT_PATHS.loginHistory), loginHistoryResponseSchema);
    expect(history.items.slice(0, 2)).toEqual([
      { time: expect.any(String), ip: '10.9.9.8', device: 'Chrome 130 on Linux', status: 'success' },
      { time: expect.any(String), ip: '10.9.9.9', device: 'Chrome 130 on Linux', status: 'failed' },
    ]);
    const times = history.items.map((item) => item.time);
    expect([...times].sort().reverse()).toEqual(times);
    const stranger = await t.signedInUser();
    const theirs = await json(await stranger.get(ACCOUNT_PATHS.loginHistory), loginHistoryResponseSchema);
    expect(theirs.items.some((item) => item.ip === '10.9.9.9')).toBe(false);
    expect((await t.client().get(ACCOUNT_PATHS.loginHistory)).status).toBe(401);
  });
});

describe('data export', () => {
  it('streams a ZIP with README, profile, settings, the user’s analyses, reports, transcripts and login history — nobody else’s', async () => {
    const fay = await t.signedInUser();
    const gus = await t.signedInUser();
    const faySession = await analysed(fay, 'fay-answer.mp4');
    const gusSession = await analysed(gus, 'gus-answer.mp4');

    const response = await fay.get(ACCOUNT_PATHS.export);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="rehearse-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const names = [...files.keys()];
    expect(names).toContain('README.txt');
    expect(files.get('README.txt')!.toString()).toContain('analyses/<session id>/analysis.json');
    expect(JSON.parse(files.get('profile.json')!.toString())).toMatchObject({ email: fay.user.email, full_name: fay.user.full_name });
    expect(JSON.parse(files.get('settings.json')!.toString())).toEqual(DEFAULT_USER_SETTINGS);
    const analysis = JSON.parse(files.get(`analyses/${faySession}/analysis.json`)!.toString()) as { status: string; result: { overall_score: number } };
    expect(analysis.status).toBe('completed');
    expect(analysis.result.overall_score).toBe(72);
    expect(names.some((name) => name.startsWith(`analyses/${faySession}/reports/`))).toBe(true);
    expect(names).toContain('login-history.json');
    expect(JSON.parse(files.get('uploads.json')!.toString())).toEqual([expect.objectContaining({ original_filename: 'fay-answer.mp4' })]);
    expect(names.some((name) => name.startsWith('videos/'))).toBe(false);
    expect(names.some((name) => name.includes(gusSession))).toBe(false);
    // 'You will receive an email when ready': once the whole ZIP has gone out, to Fay only.
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition')!)![1]!;
    const ready = await waitFor(async () => listOutbox(t.dataDir).find((m) => m.to.includes(fay.user.email) && m.subject === 'Your Rehearse data export is ready'));
    expect(ready.text).toContain(fileName);
    expect(listOutbox(t.dataDir).some((m) => m.to.includes(gus.user.email) && m.subject.includes('export'))).toBe(false);
    expect([...files.values()].some((content) => content.includes(gus.user.email) || content.includes('gus-answer'))).toBe(false);
    expect([...files.values()].some((content) => content.includes('$') && content.toString().includes('password'))).toBe(false);

    const withVideos = await unzip(Buffer.from(await (await fay.get(`${ACCOUNT_PATHS.export}?videos=1`)).arrayBuffer()));
    const video = [...withVideos.keys()].find((name) => name.startsWith('videos/'));
    expect(video).toMatch(/fay-answer\.mp4$/);
    expect(withVideos.get(video!)!.subarray(4, 8).toString()).toBe('ftyp');

    expect((await fay.get(`${ACCOUNT_PATHS.export}?videos=yes`)).status).toBe(400);
    expect((await t.client().get(ACCOUNT_PATHS.export)).status).toBe(401);
  });
});

describe('data export of mock interviews, and its rate limit', () => {
  it('puts the mock-interview recordings in the ZIP when videos are asked for, and only then', async () => {
    const mia = await t.signedInUser();
    const started = mockStartResponseSchema.parse(await (await mia.post(mockUrls.start())).json());
    const questionKey = started.questions[0]!.key;
    const { link, response } = await uploadAnswer(mia, started.session_id, questionKey, fixtures.containers.webm);
    expect(response.status).toBe(200);
    const saved = await mia.post(mockUrls.answer(), { session_id: started.session_id, question_key: questionKey, duration_sec: 3, notes: '', media_url: link.s3_key, skipped: false });
    expect(saved.status).toBe(200);

    const withVideos = await unzip(Buffer.from(await (await mia.get(`${ACCOUNT_PATHS.export}?videos=1`)).arrayBuffer()));
    const recording = withVideos.get(`mock-interviews/${started.session_id}/${questionKey}.webm`);
    expect(recording?.equals(await readFile(fixtures.containers.webm))).toBe(true);
    expect(withVideos.get('README.txt')!.toString()).toContain('mock-interviews/<session id>/<question>.webm');
    const without = await unzip(Buffer.from(await (await mia.get(ACCOUNT_PATHS.export)).arrayBuffer()));
    expect(without.has(`mock-interviews/${started.session_id}.json`)).toBe(true);
    expect([...without.keys()].filter((name) => name.startsWith(`mock-interviews/${started.session_id}/`))).toEqual([]);
  });

  it(`lets a user start ${EXPORT_RATE_LIMIT.max} exports an hour: of 41 at once the rest are refused with 429 and a message, and send no mail`, async () => {
    const ned = await t.signedInUser();
    // Date stays frozen until the end: the export jobs are queued and claimed at the frozen time.
    freezeClockInFreshWindow(EXPORT_RATE_LIMIT);
    const responses = await Promise.all(Array.from({ length: 41 }, () => ned.get(ACCOUNT_PATHS.export)));
    const bodies = await Promise.all(responses.map(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: Buffer.from(await r.arrayBuffer()) })));
    const served = bodies.filter((b) => b.status === 200);
    const refused = bodies.filter((b) => b.status === 429);
    expect(served).toHaveLength(EXPORT_RATE_LIMIT.max);
    expect(refused).toHaveLength(41 - EXPORT_RATE_LIMIT.max);
    for (const r of refused) {
      expect(JSON.parse(r.body.toString())).toEqual({ status: 'error', message: EXPORT_RATE_LIMITED });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    expect((await ned.get(ACCOUNT_PATHS.export)).status).toBe(429);
    const readyMails = () => listOutbox(t.dataDir).filter((m) => m.to.includes(ned.user.email) && m.subject === 'Your Rehearse data export is ready');
    await waitFor(async () => readyMails().length === EXPORT_RATE_LIMIT.max);
    // Per user: someone else still exports.
    expect((await (await t.signedInUser()).get(ACCOUNT_PATHS.export)).status).toBe(200);
  });
});

/** Every file or folder under the data directory (objects, outbox) whose path contains `text`. */
async function pathsNaming(text: string): Promise<string[]> {
  const entries = await readdir(t.dataDir, { recursive: true });
  return entries.filter((entry) => entry.includes(text));
}

/** Every table with a user id column, found in the schema so that tables added later are checked too. */
async function rowsOfUser(userId: string, email: string): Promise<Record<string, number>> {
  const db = t.deps.database.db;
  const counts: Record<string, number> = {};
  for (const table of await db.introspection.getTables()) {
    const userColumns = table.columns.map((c) => c.name).filter((name) => /^user_?id$/i.test(name));
    const emailColumns = table.columns.map((c) => c.name).filter((name) => name === 'email' || name === 'identifier');
    if (table.name === 'user') userColumns.push('id');
    for (const column of userColumns) {
      const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column)} = ${userId}`.execute(db);
      counts[`${table.name}.${column}`] = Number(row.rows[0]?.n ?? 0);
    }
    for (const column of emailColumns) {
      const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} where lower(${sql.ref(column)}) = ${email.toLowerCase()}`.execute(db);
      counts[`${table.name}.${column}`] = Number(row.rows[0]?.n ?? 0);
    }
  }
  return counts;
}

describe('account deletion', () => {
  it('refuses anything but DELETE and the right password', async () => {
    const hal = await t.signedInUser();
    expect(await errorOf(await hal.post(ACCOUNT_PATHS.delete, { confirm: 'delete', password: TEST_PASSWORD }), 400)).toBe(DELETE_CONFIRM_INVALID);
    expect(await errorOf(await hal.post(ACCOUNT_PATHS.delete, { password: TEST_PASSWORD }), 400)).toBe(DELETE_CONFIRM_INVALID);
    expect(await errorOf(await hal.post(ACCOUNT_PATHS.delete, { confirm: 'DELETE', password: 'Wr0ng!pass' }), 400)).toBe(WRONG_PASSWORD);
    const cut = await hal.request(ACCOUNT_PATHS.delete, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"confirm":"DEL' });
    expect(cut.status).toBe(400);
    expect((await session(hal))?.user.email).toBe(hal.user.email);
    expect((await t.client().post(ACCOUNT_PATHS.delete, { confirm: 'DELETE', password: TEST_PASSWORD })).status).toBe(401);
    expect(listOutbox(t.dataDir).filter((m) => m.to.includes(hal.user.email) && m.subject.includes('deleted'))).toEqual([]);
  });

  it('leaves no row and no file of the user, keeps other users’ data, and the user can no longer sign in', async () => {
    const ivy = await t.signedInUser();
    const jon = await t.signedInUser();
    const ivySession = await analysed(ivy, 'ivy-answer.mp4');
    const jonSession = await analysed(jon, 'jon-answer.mp4');
    await signIn(ivy.user.email, 'Wr0ng!pass');
    const other = await signIn(ivy.user.email, TEST_PASSWORD);
    const ivyId = (await session(ivy))!.user.id;
    const ivyKeys = await t.deps.account.sources.find((s) => s.name === 'analyses')!.objectKeysOfUser(ivyId);
    // The recording; report files are made from the stored result, so they are no file of their own.
    expect(ivyKeys.length).toBeGreaterThan(0);
    const before = await rowsOfUser(ivyId, ivy.user.email);
    expect(before['analysis_sessions.user_id']).toBe(1);
    // The per-user count the database keeps for list totals (migration 015) goes with the sessions.
    expect(before['analysis_session_counts.user_id']).toBe(1);
    expect(before['login_history.user_id']).toBeGreaterThan(1);

    const deleted = await json(await ivy.post(ACCOUNT_PATHS.delete, { confirm: 'DELETE', password: TEST_PASSWORD }), accountDeleteResponseSchema);
    expect(deleted.message).toBe(PROFILE_MESSAGES.deletionSubmitted);
    // 'You will receive a confirmation email': sent to the address the account had.
    const confirmation = latestMail(t.dataDir, ivy.user.email);
    expect(confirmation.subject).toBe('Your Rehearse account has been deleted');
    expect(confirmation.text).toContain(ivy.user.email);
    expect(Object.entries(await rowsOfUser(ivyId, ivy.user.email)).filter(([, n]) => n > 0)).toEqual([]);
    for (const key of ivyKeys) expect(await t.deps.objects.exists(key)).toBe(false);
    expect(await t.deps.account.purges.count()).toBe(0);
    expect(await session(ivy)).toBeNull();
    expect(await session(other.client)).toBeNull();
    expect((await ivy.get(analysisUrls.status(ivySession))).status).toBe(401);
    expect((await signIn(ivy.user.email, TEST_PASSWORD)).response.status).toBe(401);

    expect((await jon.get(analysisUrls.status(jonSession))).status).toBe(200);
    expect((await session(jon))?.user.email).toBe(jon.user.email);
  });

  it('leaves nothing of the user in the database file and its log, in counters, contact messages or folder names', async () => {
    const lia = await t.signedInUser();
    const liaId = (await session(lia))!.user.id;
    await analysed(lia, 'lia-answer.mp4');
    const started = mockStartResponseSchema.parse(await (await lia.post(mockUrls.start())).json());
    const questionKey = started.questions[0]!.key;
    const { link } = await uploadAnswer(lia, started.session_id, questionKey, fixtures.containers.webm);
    expect((await lia.post(mockUrls.answer(), { session_id: started.session_id, question_key: questionKey, duration_sec: 3, notes: '', media_url: link.s3_key, skipped: false })).status).toBe(200);
    const question = `How do I stop saying um, asks ${randomUUID()}?`;
    expect((await lia.post('/api/coach/ask/', { question })).status).toBe(200);
    const contact = { name: 'Lia Contact', email: lia.user.email.toUpperCase(), subject: 'general', message: 'Please call me back.' };
    expect((await t.client({ ip: '10.7.7.7' }).post('/api/contact/', contact)).status).toBe(200);
    await signIn(lia.user.email, 'Wr0ng!pass');
    const db = withAuthRows(t.deps.database.db);
    const secrets = [
      ...(await db.selectFrom('account').select('password').where('userId', '=', liaId).execute()).map((row) => row.password ?? ''),
      ...(await db.selectFrom('session').select('token').where('userId', '=', liaId).execute()).map((row) => row.token),
    ].filter((secret) => secret.length > 0);
    expect(secrets.length).toBeGreaterThan(1);
    const named = async () => ({
      backoff: (await t.deps.database.db.selectFrom('sign_in_backoff').select('key').execute()).filter((row) => row.key.includes(liaId)).length,
      hits: (await t.deps.database.db.selectFrom('rate_limit_hits').select('key').execute()).filter((row) => row.key.includes(liaId)).length,
    });
    expect(await named()).toEqual({ backoff: 1, hits: expect.any(Number) });
    expect((await named()).hits).toBeGreaterThan(0);
    expect(await pathsNaming(liaId)).not.toEqual([]);

    expect((await lia.post(ACCOUNT_PATHS.delete, { confirm: 'DELETE', password: TEST_PASSWORD })).status).toBe(200);
    expect(Object.entries(await rowsOfUser(liaId, lia.user.email)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await named()).toEqual({ backoff: 0, hits: 0 });
    expect(await pathsNaming(liaId)).toEqual([]);
    if (t.deps.database.dialect === 'sqlite') {
      const file = t.deps.database.url.replace(/^sqlite:/, '');
      // The raw bytes: free pages and the write-ahead log once kept deleted rows readable.
      for (const bytes of [await readFile(file), await readFile(`${file}-wal`).catch(() => Buffer.alloc(0))]) {
        for (const secret of [lia.user.email, lia.user.full_name, question, ...secrets]) expect(bytes.includes(secret), secret).toBe(false);
      }
    }
  });

  it('keeps the files the object store refused and the purge job deletes them once it is back', async () => {
    const kim = await t.signedInUser();
    await analysed(kim, 'kim-answer.mp4');
    const kimId = (await session(kim))!.user.id;
    const down = { on: true };
    const flaky: ObjectStore = {
      ...t.deps.objects,
      put: (...args) => t.deps.objects.put(...args),
      get: (...args) => t.deps.objects.get(...args),
      stat: (...args) => t.deps.objects.stat(...args),
      exists: (...args) => t.deps.objects.exists(...args),
      delete: async (key) => {
        if (down.on) throw new Error('connect ECONNREFUSED object store');
        return t.deps.objects.delete(key);
      },
    };
    const account = createAccountRuntime({
      database: t.deps.database,
      auth: t.deps.auth,
      objects: flaky,
      queue: t.queue,
      logger: t.deps.logger,
      mailer: t.deps.mailer,
      supportEmail: t.deps.config.supportEmail,
      sources: [analysisUserData(t.deps.database.db, flaky), loginHistoryUserData(t.deps.database.db, (id) => userEmailOf(t.deps.database.db, id))],
    });
    const keys = await account.sources[0]!.objectKeysOfUser(kimId);
    const result = await account.deletion.delete(kimId, { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(result.pendingFiles).toBe(keys.length);
    expect((await account.purges.list()).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await t.deps.objects.exists(key)).toBe(true);
    expect(Object.entries(await rowsOfUser(kimId, kim.user.email)).filter(([, n]) => n > 0)).toEqual([]);

    await account.startWorker();
    down.on = false;
    await waitFor(async () => (await account.purges.count()) === 0, 60_000, 200);
    for (const key of keys) expect(await t.deps.objects.exists(key)).toBe(false);
  });
});
