import { WRONG_TWO_FACTOR_CODE, TWO_FACTOR_CODE_INVALID } from '@rehearse/contract/account-api';
import { SIGN_IN_BACKOFF } from '@rehearse/contract/auth-messages';
import {
  STAFF_INVALID_CREDENTIALS,
  STAFF_TWO_FACTOR_REQUIRED,
  staffLoginResponseSchema,
  staffTwoFactorChallengeSchema,
} from '@rehearse/contract/staff-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLoginHistory } from '../../auth/login-history-repository.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';
import { totpCodeOf } from '../account/totp-code.fixture.ts';
import { upsertStaffAccount } from './staff-accounts.ts';
import { STAFF_LOGIN_RATE_LIMIT } from './staff-auth-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface TwoFactorSecrets {
  totpURI: string;
  backupCodes: string[];
}

/** Signs the account in on the main login (cookie) and turns two-factor sign-in on, as the profile screen does. */
async function enableTwoFactor(email: string): Promise<TwoFactorSecrets> {
  const c = t.client();
  expect((await c.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
  const enabled = (await (await c.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json()) as TwoFactorSecrets;
  expect((await c.post('/api/auth/two-factor/verify-totp', { code: await totpCodeOf(enabled.totpURI) })).status).toBe(200);
  return enabled;
}

async function staffWithTwoFactor(username: string): Promise<{ userId: string; email: string; secrets: TwoFactorSecrets }> {
  const email = `${username}@example.com`;
  const { userId } = await upsertStaffAccount(t.deps.auth, { username, email, password: TEST_PASSWORD, superuser: true });
  return { userId, email, secrets: await enableTwoFactor(email) };
}

async function login(body: Record<string, string>, client: TestClient = t.client()): Promise<{ status: number; body: unknown; cookies: string[] }> {
  const res = await client.post('/auth/login/', body);
  return { status: res.status, body: await res.json(), cookies: res.headers.getSetCookie() };
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await t.deps.database.db.withTables<{ session: { userId: string } }>().selectFrom('session').select('userId').where('userId', '=', userId).execute();
  return rows.length;
}

describe('POST /auth/login/ for staff with two-factor sign-in', () => {
  it('asks for the code, refuses a wrong one, and gives a working token for the right authenticator code', async () => {
    const { userId, email, secrets } = await staffWithTwoFactor('ada2fa');
    const sessionsBefore = await sessionCount(userId);

    const asked = await login({ username: 'ada2fa', password: TEST_PASSWORD });
    expect(asked.status).toBe(401);
    expect(staffTwoFactorChallengeSchema.parse(asked.body)).toEqual({ status: 'error', message: STAFF_TWO_FACTOR_REQUIRED, two_factor_required: true });
    expect(asked.cookies).toEqual([]);

    const wrong = await login({ username: 'ada2fa', password: TEST_PASSWORD, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'error', message: WRONG_TWO_FACTOR_CODE, two_factor_required: true });
    expect(wrong.cookies).toEqual([]);
    expect(await sessionCount(userId)).toBe(sessionsBefore);

    const right = await login({ username: email, password: TEST_PASSWORD, code: await totpCodeOf(secrets.totpURI, 1) });
    expect(right.status).toBe(200);
    const { token, user } = staffLoginResponseSchema.parse(right.body);
    expect(user).toMatchObject({ username: 'ada2fa', is_superuser: true });
    expect(right.cookies.some((cookie) => cookie.includes(token))).toBe(true);
    expect((await t.client({ token }).get('/api/admin/stats/')).status).toBe(200);
    expect(await sessionCount(userId)).toBe(sessionsBefore + 1);

    // The password steps that only led to the code question are no sign-ins; the wrong code is a failed one of this account.
    const history = await listLoginHistory(t.deps.database.db, userId);
    expect(history.filter((h) => h.method === 'staff').map((h) => h.status)).toEqual(['success', 'failed']);
  });

  it('accepts each backup code once', async () => {
    const { secrets } = await staffWithTwoFactor('grace2fa');
    const backup = secrets.backupCodes[0]!;
    const first = await login({ username: 'grace2fa', password: TEST_PASSWORD, code: backup });
    expect(first.status).toBe(200);
    const { token } = staffLoginResponseSchema.parse(first.body);
    expect((await t.client({ token }).get('/api/admin/stats/')).status).toBe(200);

    const again = await login({ username: 'grace2fa', password: TEST_PASSWORD, code: backup });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ status: 'error', message: WRONG_TWO_FACTOR_CODE, two_factor_required: true });
    expect((await login({ username: 'grace2fa', password: TEST_PASSWORD, code: secrets.backupCodes[1]! })).status).toBe(200);
  });

  it('validates the code: 400 with the 6-digit message', async () => {
    const res = await login({ username: 'anyone', password: TEST_PASSWORD, code: '12' });
    expect(res).toMatchObject({ status: 400, body: { status: 'error', message: TWO_FACTOR_CODE_INVALID } });
  });

  it('answers a plain user with two-factor and the right password like a wrong password (no code step)', async () => {
    const user = await t.signedInUser();
    await enableTwoFactor(user.user.email);
    const res = await login({ username: user.user.email, password: TEST_PASSWORD });
    expect(res).toEqual({ status: 401, body: { status: 'error', message: STAFF_INVALID_CREDENTIALS }, cookies: [] });
  });

  it('keeps the per-account password back-off in front of the code', async () => {
    const { secrets } = await staffWithTwoFactor('hedy2fa');
    for (let i = 0; i < 5; i++) await login({ username: 'hedy2fa', password: 'Wrong!pass1' });
    const refused = await login({ username: 'hedy2fa', password: TEST_PASSWORD, code: await totpCodeOf(secrets.totpURI, 1) });
    expect(refused).toMatchObject({ status: 429, body: { status: 'error', message: SIGN_IN_BACKOFF } });
  });

  it('locks the second factor after repeated wrong codes (better-auth’s lock-out), answered as the back-off', async () => {
    const { secrets } = await staffWithTwoFactor('alan2fa');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login({ username: 'alan2fa', password: TEST_PASSWORD, code: '000000' })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const locked = await login({ username: 'alan2fa', password: TEST_PASSWORD, code: await totpCodeOf(secrets.totpURI, 1) });
    expect(locked).toMatchObject({ status: 429, body: { status: 'error', message: SIGN_IN_BACKOFF } });
  });

  it('still limits attempts per client address', async () => {
    await staffWithTwoFactor('linus2fa');
    const c = t.client();
    const statuses: number[] = [];
    freezeClockInFreshWindow(STAFF_LOGIN_RATE_LIMIT);
    for (let i = 0; i < 6; i++) statuses.push((await login({ username: 'linus2fa', password: TEST_PASSWORD, code: '000000' }, c)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
