import { STAFF_INVALID_CREDENTIALS, STAFF_LOGIN_SUCCESS, staffLoginResponseSchema } from '@rehearse/contract/staff-auth';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import { AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLoginHistory } from '../../auth/login-history-repository.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { upsertStaffAccount } from './staff-accounts.ts';
import { STAFF_LOGIN_RATE_LIMIT } from './staff-auth-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /auth/login/', () => {
  it('gives a staff member a token, by username or e-mail', async () => {
    const { userId } = await upsertStaffAccount(t.deps.auth, {
      username: 'Grace', email: 'grace@example.com', password: TEST_PASSWORD, superuser: true, fullName: 'Grace Hopper',
    });
    const byName = await t.client().post('/auth/login/', { username: 'grace', password: TEST_PASSWORD });
    expect(byName.status).toBe(200);
    const body = staffLoginResponseSchema.parse(await byName.json());
    expect(body).toMatchObject({ status: 'success', message: STAFF_LOGIN_SUCCESS, user: { username: 'Grace', first_name: 'Grace', is_superuser: true } });

    const byEmail = await t.client().post('/auth/login/', { username: 'grace@example.com', password: TEST_PASSWORD });
    expect(byEmail.status).toBe(200);

    const history = await listLoginHistory(t.deps.database.db, userId);
    expect(history.filter((h) => h.method === 'staff' && h.status === 'success')).toHaveLength(2);
  });

  it('answers 401 "Invalid credentials" for a wrong password or an unknown user', async () => {
    await upsertStaffAccount(t.deps.auth, { username: 'linus', email: 'linus@example.com', password: TEST_PASSWORD, superuser: false });
    for (const attempt of [{ username: 'linus', password: 'Wrong!pass9' }, { username: 'nobody', password: TEST_PASSWORD }]) {
      const res = await t.client().post('/auth/login/', attempt);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'error', message: STAFF_INVALID_CREDENTIALS });
    }
  });

  it('refuses a plain user with the right password exactly like a wrong password, and leaves no session behind', async () => {
    const user = await t.signedInUser();
    const before = await t.deps.database.db.withTables<{ session: { userId: string } }>().selectFrom('session').select('userId').execute();
    const res = await t.client().post('/auth/login/', { username: user.user.email, password: user.user.password });
    const wrong = await t.client().post('/auth/login/', { username: user.user.email, password: 'Wrong!pass9' });
    expect([res.status, wrong.status]).toEqual([401, 401]);
    const body: unknown = await res.json();
    expect(body).toEqual({ status: 'error', message: STAFF_INVALID_CREDENTIALS });
    expect(await wrong.json()).toEqual(body);
    expect(res.headers.getSetCookie()).toEqual([]);
    const after = await t.deps.database.db.withTables<{ session: { userId: string } }>().selectFrom('session').select('userId').execute();
    expect(after.length).toBe(before.length);
  });

  it('records a plain user refused at /admin-login as a failed attempt in their login history, not a success', async () => {
    const user = await t.signedInUser();
    const userId = ((await (await user.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    expect((await t.client().post('/auth/login/', { username: user.user.email, password: user.user.password })).status).toBe(401);
    const staffAttempts = (await listLoginHistory(t.deps.database.db, userId)).filter((row) => row.method === 'staff');
    expect(staffAttempts.map((row) => [row.status, row.failure_reason])).toEqual([['failed', 'NOT_STAFF']]);
  });

  it('validates the body: 400 with a message naming the field', async () => {
    const res = await t.client().post('/auth/login/', { username: 'grace' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'password is required' });
  });

  it('limits login attempts per client address', async () => {
    const c = t.client();
    const statuses: number[] = [];
    freezeClockInFreshWindow(STAFF_LOGIN_RATE_LIMIT);
    // A new name each time: the per-account back-off (from the fifth failure) must not be what answers 429.
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/auth/login/', { username: `nobody${i}`, password: 'x' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('POST /auth/logout/', () => {
  it('revokes the token: it no longer opens /api/admin/*', async () => {
    const staff = await t.staffClient();
    expect((await staff.get('/api/admin/stats/')).status).toBe(200);
    const out = await staff.post('/auth/logout/');
    expect(out.status).toBe(200);
    expect(await out.json()).toMatchObject({ status: 'success' });
    const again = await staff.get('/api/admin/stats/');
    expect(again.status).toBe(401);
    expect((await staff.post('/auth/logout/')).status).toBe(401);
  });
});

describe('GET /api/admin/stats/', () => {
  it('401 without a token, 403 for a plain user session, 200 with real counts for staff', async () => {
    const anonymous = await t.client().get('/api/admin/stats/');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ status: 'error', message: AUTHENTICATION_FAILED });

    const user = await t.signedInUser();
    expect((await user.get('/api/admin/stats/')).status).toBe(403);
    // A bearer token of the plain user: a sign-in's answer is the only one that carries a session token.
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: user.user.email, password: user.user.password });
    const userToken = t.client({ token: ((await signIn.json()) as { token: string }).token });
    expect((await userToken.get('/api/admin/stats/')).status).toBe(403);

    // One more registered but unverified user.
    await t.client().post('/api/auth/sign-up/email', { full_name: 'Unverified', email: 'unverified@example.com', password: TEST_PASSWORD });

    const staff = await t.staffClient({ superuser: true });
    const res = await staff.get('/api/admin/stats/');
    expect(res.status).toBe(200);
    const { stats } = adminStatsResponseSchema.parse(await res.json());

    const users = await t.deps.database.db
      .withTables<{ user: { id: string; emailVerified: boolean | number; role: string | null; is_superuser: boolean | number } }>()
      .selectFrom('user').select(['emailVerified', 'role', 'is_superuser']).execute();
    expect(stats.total_users).toBe(users.length);
    expect(stats.verified_users).toBe(users.filter((u) => Boolean(u.emailVerified)).length);
    expect(stats.verified_users).toBe(stats.total_users - 1);
    expect(stats.admins).toBe(users.filter((u) => u.role === 'admin').length);
    expect(stats.admins).toBeGreaterThanOrEqual(1);
    expect(stats.superusers).toBe(users.filter((u) => Boolean(u.is_superuser)).length);
    expect(stats.new_users_last_7_days).toBe(stats.total_users);
    expect(stats.active_sessions).toBeGreaterThan(0);
    expect(stats.banned_users).toBe(0);
  });

  it('lets an admin in with a cookie session too', async () => {
    const user = await t.signedInUser();
    await upsertStaffAccount(t.deps.auth, { username: 'cookieadmin', email: user.user.email, password: user.user.password, superuser: false });
    expect((await user.get('/api/admin/stats/')).status).toBe(200);
  });
});
