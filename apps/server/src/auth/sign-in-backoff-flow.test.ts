import { SIGN_IN_BACKOFF } from '@rehearse/contract/auth-messages';
import { STAFF_INVALID_CREDENTIALS } from '@rehearse/contract/staff-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../features/staff-auth/staff-accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { backoffKey } from './sign-in-backoff.ts';
import { blockedUntil, clearFailedSignIns, recordFailedSignIn } from './sign-in-backoff-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Each attempt from a new client address: per-address rate limits never kick in, only the per-account back-off. */
async function signIn(email: string, password: string): Promise<Response> {
  return t.client().post('/api/auth/sign-in/email', { email, password });
}

/** Moves the account's wait into the past, as if it had been sat out (tests never sleep). */
async function sitOutBackoff(key: string): Promise<void> {
  await t.deps.database.db.updateTable('sign_in_backoff').set({ blocked_until_ms: Date.now() - 1 }).where('key', '=', key).execute();
}

describe('per-account sign-in back-off on /api/auth/sign-in/email', () => {
  it('after five wrong passwords from five addresses, even the right password waits; then a success clears it', async () => {
    const user = await t.signedInUser();
    for (let i = 0; i < 5; i++) expect((await signIn(user.user.email, 'Wrong!pass1')).status).toBe(401);
    // The sixth guess is not even looked at (the documented five, counted exactly).
    expect((await signIn(user.user.email, 'Wrong!pass1')).status).toBe(429);

    const refused = await signIn(user.user.email, user.user.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 'error', code: 'SIGN_IN_BACKOFF', message: SIGN_IN_BACKOFF });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const id = ((await (await user.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const key = backoffKey(id, user.user.email);
    expect(await blockedUntil(t.deps.database.db, key)).toBeGreaterThan(Date.now());

    await sitOutBackoff(key);
    expect((await signIn(user.user.email.toUpperCase(), user.user.password)).status).toBe(200);
    expect(await blockedUntil(t.deps.database.db, key)).toBe(0);
    // The count started again: four more failures are free, the fifth starts a wait.
    for (let i = 0; i < 4; i++) expect((await signIn(user.user.email, 'Wrong!pass1')).status).toBe(401);
    expect((await signIn(user.user.email, user.user.password)).status).toBe(200);
  });

  it('treats an unknown account the same way, so the back-off does not reveal which accounts exist', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('ghost@example.com', 'Wrong!pass1')).status).toBe(401);
    expect((await signIn('ghost@example.com', 'Wrong!pass1')).status).toBe(429);
  });
});

describe('per-account sign-in back-off on POST /auth/login/', () => {
  it('counts username and e-mail attempts against one account and answers 429 while it runs', async () => {
    await upsertStaffAccount(t.deps.auth, { username: 'hedy', email: 'hedy@example.com', password: TEST_PASSWORD, superuser: true });
    for (const username of ['hedy', 'hedy@example.com', 'hedy', 'hedy@example.com', 'hedy']) {
      const res = await t.client().post('/auth/login/', { username, password: 'Wrong!pass1' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'error', message: STAFF_INVALID_CREDENTIALS });
    }
    const refused = await t.client().post('/auth/login/', { username: 'hedy', password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 'error', message: SIGN_IN_BACKOFF });
    // The main sign-in shares the account's back-off.
    expect((await signIn('hedy@example.com', TEST_PASSWORD)).status).toBe(429);
  });
});

describe('sign-in back-off repository', () => {
  it('counts failures, waits from the fifth on, longer each time, and forgets after a quiet hour', async () => {
    const db = t.deps.database.db;
    const key = 'name:repo-test';
    const start = 1_700_000_000_000;
    for (let i = 1; i <= 4; i++) expect(await recordFailedSignIn(db, key, start + i)).toBe(i);
    expect(await blockedUntil(db, key)).toBe(0);
    expect(await recordFailedSignIn(db, key, start + 5)).toBe(5);
    expect(await blockedUntil(db, key)).toBe(start + 5 + 30_000);
    expect(await recordFailedSignIn(db, key, start + 6)).toBe(6);
    expect(await blockedUntil(db, key)).toBe(start + 6 + 60_000);

    expect(await recordFailedSignIn(db, key, start + 6 + 60 * 60 * 1000 + 1)).toBe(1);
    await clearFailedSignIns(db, key);
    expect(await blockedUntil(db, key)).toBe(0);
  });

  it('counts parallel failures without losing any', async () => {
    const db = t.deps.database.db;
    const results = await Promise.all(Array.from({ length: 8 }, () => recordFailedSignIn(db, 'name:parallel')));
    expect([...results].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
