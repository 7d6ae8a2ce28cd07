import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeOf } from '../features/account/totp-code.fixture.ts';
import { createTestApp, TEST_PASSWORD, type NewUser, type TestApp, type TestClient } from '../test/test-app.ts';

/**
 * Every better-auth route that answers with sessions or users, called by every kind of caller: no
 * answer may carry a standing credential — a session token (anyone's, the caller's other devices
 * and the caller's own included), a password hash, a TOTP secret or backup codes. A read-only staff
 * account once read every user's session tokens from `admin/list-user-sessions` and acted as them.
 */
let t: TestApp;
let victim: TestClient & { user: NewUser; id: string };
let bystanderId: string;
const callers: Record<string, () => TestClient> = {};
const secrets: string[] = [];

async function idOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const victimClient = await t.signedInUser();
  victim = Object.assign(victimClient, { id: await idOf(victimClient) });
  // A second device of the victim, and two-factor on (its secret and backup codes are in the database).
  expect((await t.client().post('/api/auth/sign-in/email', { email: victim.user.email, password: TEST_PASSWORD })).status).toBe(200);
  const enabled = (await (await victim.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json()) as { totpURI: string; backupCodes: string[] };
  expect((await victim.post('/api/auth/two-factor/verify-totp', { code: await totpCodeOf(enabled.totpURI) })).status).toBe(200);
  secrets.push(new URL(enabled.totpURI).searchParams.get('secret')!, ...enabled.backupCodes);
  bystanderId = await idOf(await t.signedInUser());

  const user = await t.signedInUser();
  const interviewer = await t.signedInUser();
  await sql`UPDATE "user" SET user_type = 'interviewer' WHERE id = ${await idOf(interviewer)}`.execute(t.deps.database.db);
  const staff = await t.staffClient({ superuser: false });
  const admin = await t.staffClient({ superuser: true });
  // A second session of the admin, whose token a read-only account could once turn into every power.
  await t.staffClient({ username: 'second_admin', superuser: true });
  Object.assign(callers, { anonymous: () => t.client(), user: () => user, interviewer: () => interviewer, staff: () => staff, admin: () => admin });

  const db = t.deps.database.db;
  const rows = await sql<{ secret: string | null }>`
    SELECT token AS secret FROM session
    UNION ALL SELECT password FROM account
    UNION ALL SELECT secret FROM "twoFactor"
    UNION ALL SELECT "backupCodes" FROM "twoFactor"`.execute(db);
  for (const { secret } of rows.rows) if (secret) secrets.push(secret);
  expect(secrets.length).toBeGreaterThan(10);
});
afterAll(async () => {
  await t?.close();
});

/** get-session names a bearer caller's own current session with its token (the one the request presented): that one, and only it, is taken out before the scan. */
async function withoutOwnCurrentToken(text: string): Promise<string> {
  const answer = JSON.parse(text) as { session: { id: string; token: string } };
  const row = await sql<{ token: string }>`SELECT token FROM session WHERE id = ${answer.session.id}`.execute(t.deps.database.db);
  expect(answer.session.token).toBe(row.rows[0]!.token);
  const { token: _own, ...session } = answer.session;
  return JSON.stringify({ ...answer, session });
}

type Caller = 'anonymous' | 'user' | 'interviewer' | 'staff' | 'admin';
const ALL: Caller[] = ['anonymous', 'user', 'interviewer', 'staff', 'admin'];

/** Each route, how to call it, and who gets a 2xx (everyone else a 4xx). */
const ROUTES: { name: string; call: (c: TestClient) => Promise<Response>; allowed: Caller[] }[] = [
  { name: 'GET get-session', call: (c) => c.get('/api/auth/get-session'), allowed: ALL },
  { name: 'GET list-sessions', call: (c) => c.get('/api/auth/list-sessions'), allowed: ['user', 'interviewer', 'staff', 'admin'] },
  { name: 'GET list-accounts', call: (c) => c.get('/api/auth/list-accounts'), allowed: ['user', 'interviewer', 'staff', 'admin'] },
  { name: 'POST update-user', call: (c) => c.post('/api/auth/update-user', { bio: 'hello' }), allowed: ['user', 'interviewer', 'staff', 'admin'] },
  { name: 'GET admin/list-users', call: (c) => c.get('/api/auth/admin/list-users?limit=100'), allowed: ['staff', 'admin'] },
  { name: 'GET admin/get-user', call: (c) => c.get(`/api/auth/admin/get-user?id=${victim.id}`), allowed: ['staff', 'admin'] },
  { name: 'POST admin/list-user-sessions', call: (c) => c.post('/api/auth/admin/list-user-sessions', { userId: victim.id }), allowed: ['staff', 'admin'] },
  { name: 'POST admin/has-permission', call: (c) => c.post('/api/auth/admin/has-permission', { permissions: { session: ['list'] } }), allowed: ['staff', 'admin'] },
  { name: 'POST admin/set-role', call: (c) => c.post('/api/auth/admin/set-role', { userId: bystanderId, role: 'user' }), allowed: ['admin'] },
  { name: 'POST admin/ban-user', call: (c) => c.post('/api/auth/admin/ban-user', { userId: bystanderId }), allowed: ['admin'] },
  { name: 'POST admin/unban-user', call: (c) => c.post('/api/auth/admin/unban-user', { userId: bystanderId }), allowed: ['admin'] },
];

describe('auth answers by route and caller', () => {
  for (const route of ROUTES) {
    for (const caller of ALL) {
      it(`${route.name} as ${caller}: ${route.allowed.includes(caller) ? 'answers' : 'refuses'}, and with no credential in it`, async () => {
        const res = await route.call(callers[caller]!());
        if (route.allowed.includes(caller)) expect(res.status).toBeLessThan(300);
        else expect(res.status).toBeGreaterThanOrEqual(400);
        let text = await res.text();
        // Staff and admin call with a bearer token; users with the session cookie, which never gets a token back.
        if (route.name === 'GET get-session' && (caller === 'staff' || caller === 'admin')) text = await withoutOwnCurrentToken(text);
        for (const secret of secrets) expect(text).not.toContain(secret);
        expect(text).not.toMatch(/"(token|password|secret|backupCodes|twoFactorSecret)"\s*:\s*"/);
      });
    }
  }

  it('still lists the sessions themselves (id, device, times) to staff', async () => {
    const res = await callers.staff!().post('/api/auth/admin/list-user-sessions', { userId: victim.id });
    const { sessions } = (await res.json()) as { sessions: Record<string, unknown>[] };
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) {
      expect(session).toMatchObject({ userId: victim.id, id: expect.any(String), expiresAt: expect.any(String) });
      expect(session).not.toHaveProperty('token');
    }
  });
});

describe('POST /api/auth/revoke-session-by-id', () => {
  it("signs out one of the caller's own devices by id, and answers 404 for anyone else's", async () => {
    const owner = await t.signedInUser();
    const other = t.client();
    expect((await other.post('/api/auth/sign-in/email', { email: owner.user.email, password: TEST_PASSWORD })).status).toBe(200);
    const listed = (await (await owner.get('/api/auth/list-sessions')).json()) as { id: string }[];
    const current = ((await (await owner.get('/api/auth/get-session')).json()) as { session: { id: string } }).session.id;
    const otherId = listed.map((s) => s.id).find((id) => id !== current)!;

    const victimSessions = (await (await callers.admin!().post('/api/auth/admin/list-user-sessions', { userId: victim.id })).json()) as { sessions: { id: string }[] };
    const foreign = await owner.post('/api/auth/revoke-session-by-id', { sessionId: victimSessions.sessions[0]!.id });
    expect(foreign.status).toBe(404);
    expect((await victim.get('/api/auth/get-session')).status).toBe(200);
    expect(await (await victim.get('/api/auth/get-session')).json()).not.toBeNull();
    expect((await owner.post('/api/auth/revoke-session-by-id', { sessionId: '' })).status).toBe(400);

    expect((await owner.post('/api/auth/revoke-session-by-id', { sessionId: otherId })).status).toBe(200);
    expect(await (await other.get('/api/auth/get-session')).json()).toBeNull();
    expect(await (await owner.get('/api/auth/get-session')).json()).not.toBeNull();
    expect((await t.client().post('/api/auth/revoke-session-by-id', { sessionId: current })).status).toBe(401);
  });
});
