import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN_COOKIE } from '../../auth/staff-token-cookie.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

/**
 * Every admin route with every kind of caller (docs/decisions/005-staff-powers.md): superuser staff and
 * users with the admin role manage, staff without superuser only read, users and nobody get nothing, and
 * impersonation, password setting, user creation/editing/removal are off for everyone.
 */
let t: TestApp;
let callers: Record<'superuser' | 'staff' | 'roleAdmin' | 'user' | 'nobody', TestClient>;
let victimId: string;

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const superuser = await t.staffClient({ superuser: true });
  const roleAdmin = await t.signedInUser();
  const promoted = await superuser.post('/api/auth/admin/set-role', { userId: await userIdOf(roleAdmin), role: 'admin' });
  expect(promoted.status).toBe(200);
  callers = { superuser, staff: await t.staffClient(), roleAdmin, user: await t.signedInUser(), nobody: t.client() };
  victimId = await userIdOf(await t.signedInUser());
});
afterAll(async () => {
  await t?.close();
});

type Caller = keyof typeof callers;
const ALL: Caller[] = ['superuser', 'staff', 'roleAdmin', 'user', 'nobody'];

function expectedFor(caller: Caller, kind: 'read' | 'manage' | 'off'): number {
  if (caller === 'nobody') return 401;
  if (caller === 'user') return 403;
  if (kind === 'read') return 200;
  if (caller === 'staff') return 403;
  return kind === 'manage' ? 200 : 404;
}

const routes: Array<{ name: string; kind: 'read' | 'manage' | 'off'; call: (c: TestClient) => Promise<Response> }> = [
  { name: 'GET /api/admin/stats/', kind: 'read', call: (c) => c.get('/api/admin/stats/') },
  { name: 'GET /api/auth/admin/list-users', kind: 'read', call: (c) => c.get('/api/auth/admin/list-users') },
  { name: 'GET /api/auth/admin/get-user', kind: 'read', call: (c) => c.get(`/api/auth/admin/get-user?id=${victimId}`) },
  { name: 'POST /api/auth/admin/list-user-sessions', kind: 'read', call: (c) => c.post('/api/auth/admin/list-user-sessions', { userId: victimId }) },
  { name: 'POST /api/auth/admin/set-role', kind: 'manage', call: (c) => c.post('/api/auth/admin/set-role', { userId: victimId, role: 'user' }) },
  { name: 'POST /api/auth/admin/ban-user', kind: 'manage', call: (c) => c.post('/api/auth/admin/ban-user', { userId: victimId }) },
  { name: 'POST /api/auth/admin/unban-user', kind: 'manage', call: (c) => c.post('/api/auth/admin/unban-user', { userId: victimId }) },
  { name: 'POST /api/auth/admin/revoke-user-sessions', kind: 'manage', call: (c) => c.post('/api/auth/admin/revoke-user-sessions', { userId: victimId }) },
  { name: 'POST /api/auth/admin/impersonate-user', kind: 'off', call: (c) => c.post('/api/auth/admin/impersonate-user', { userId: victimId }) },
  { name: 'POST /api/auth/admin/set-user-password', kind: 'off', call: (c) => c.post('/api/auth/admin/set-user-password', { userId: victimId, newPassword: 'An0ther!pass' }) },
  { name: 'POST /api/auth/admin/remove-user', kind: 'off', call: (c) => c.post('/api/auth/admin/remove-user', { userId: victimId }) },
  { name: 'POST /api/auth/admin/create-user', kind: 'off', call: (c) => c.post('/api/auth/admin/create-user', { email: 'made@example.com', password: 'Made!pass1', name: 'Made' }) },
  { name: 'POST /api/auth/admin/update-user', kind: 'off', call: (c) => c.post('/api/auth/admin/update-user', { userId: victimId, data: { analysis_credits: 999 } }) },
];

describe.each(routes)('$name', ({ kind, call }) => {
  it.each(ALL)(`%s gets the status its capability allows (${kind})`, async (caller) => {
    const res = await call(callers[caller]);
    expect(res.status).toBe(expectedFor(caller, kind));
  });
});

describe('what the refused callers could not do', () => {
  it('left the victim untouched: still a user, not banned, same credits, no impersonation session', async () => {
    const res = await callers.superuser.get(`/api/auth/admin/get-user?id=${victimId}`);
    const user = (await res.json()) as { role: string; banned: boolean | null; analysis_credits: number };
    expect(user.role).toBe('user');
    expect(Boolean(user.banned)).toBe(false);
    expect(user.analysis_credits).toBe(10);
    const sessions = await t.deps.database.db
      .withTables<{ session: { userId: string; impersonatedBy: string | null } }>()
      .selectFrom('session').select('impersonatedBy').where('impersonatedBy', 'is not', null).execute();
    expect(sessions).toHaveLength(0);
  });

  it('does not let plain staff make themselves an admin', async () => {
    const staffId = await userIdOf(callers.staff);
    expect((await callers.staff.post('/api/auth/admin/set-role', { userId: staffId, role: 'admin' })).status).toBe(403);
    expect((await callers.staff.get('/api/admin/stats/')).status).toBe(200);
  });
});

describe('the staff token cookie', () => {
  it('is httpOnly and SameSite=Strict, opens /api/admin/* without a bearer header, and logout clears it', async () => {
    await t.staffClient({ username: 'cookiestaff' });
    const browser = t.client();
    const login = await browser.post('/auth/login/', { username: 'cookiestaff', password: 'Str0ng!pass' });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((v) => v.startsWith(`${STAFF_TOKEN_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(browser.token).toBeUndefined();
    expect((await browser.get('/api/admin/stats/')).status).toBe(200);
    // Read-only staff through the cookie too.
    expect((await browser.request('/api/admin/stats/', { method: 'DELETE' })).status).toBe(403);

    const out = await browser.post('/auth/logout/');
    expect(out.status).toBe(200);
    expect(browser.cookies.has(STAFF_TOKEN_COOKIE)).toBe(false);
    expect((await browser.get('/api/admin/stats/')).status).toBe(401);
  });

  it('wins over a user session cookie in the same browser on staff routes only', async () => {
    const user = await t.signedInUser();
    expect((await user.get('/api/admin/stats/')).status).toBe(403);
    const staff = await t.staffClient({ superuser: true });
    user.cookies.set(STAFF_TOKEN_COOKIE, staff.token);
    expect((await user.get('/api/admin/stats/')).status).toBe(200);
    // better-auth's admin routes act as the user session, so the staff cookie gives nothing there.
    expect((await user.get('/api/auth/admin/list-users')).status).toBe(403);
  });

  it('a stolen cookie value is useless after logout', async () => {
    const staff = await t.staffClient();
    const thief = t.client();
    thief.cookies.set(STAFF_TOKEN_COOKIE, staff.token);
    expect((await thief.get('/api/admin/stats/')).status).toBe(200);
    expect((await staff.post('/auth/logout/')).status).toBe(200);
    expect((await thief.get('/api/admin/stats/')).status).toBe(401);
  });
});
