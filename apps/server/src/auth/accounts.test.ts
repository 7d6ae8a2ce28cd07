import { PASSWORD_MIN_LENGTH } from '@rehearse/contract/password-rules';
import { DEFAULT_USER_SETTINGS } from '@rehearse/contract/user-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, latestMail, listOutbox } from '../test/outbox.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { listLoginHistory } from './login-history-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface SessionBody {
  user: Record<string, unknown> & { id: string; email: string };
  session: { token: string };
}

describe('register → verify → sign in → session → sign out', () => {
  it('runs the whole account flow on the real app', async () => {
    const c = t.client();
    const email = 'ada@example.com';
    const signUp = await c.post('/api/auth/sign-up/email', { full_name: 'Ada Lovelace', email, password: TEST_PASSWORD });
    expect(signUp.status).toBe(200);

    // Not verified yet: sign-in is refused and no session cookie is set.
    const early = await c.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ status: 'error', code: 'EMAIL_NOT_VERIFIED' });
    expect([...c.cookies.keys()].some((k) => k.includes('session_token'))).toBe(false);

    const mail = latestMail(t.dataDir, email);
    expect(mail.subject).toContain('Verify');
    const link = extractLink(mail, '/api/auth/verify-email');
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    const visitor = t.client();
    const verified = await visitor.get(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/login?verified=1');

    const signIn = await c.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD, rememberMe: true });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-auth-token')).toBeTruthy();

    const sessionRes = await c.get('/api/auth/get-session');
    const session = (await sessionRes.json()) as SessionBody;
    expect(session.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      user_type: 'student',
      analysis_credits: 10,
      role: 'user',
      twoFactorEnabled: false,
      is_superuser: false,
      emailVerified: true,
    });
    expect(JSON.parse(String(session.user.settings))).toEqual(DEFAULT_USER_SETTINGS);

    const history = await listLoginHistory(t.deps.database.db, session.user.id);
    expect(history.map((h) => h.status)).toContain('success');
    expect(history.map((h) => h.status)).toContain('failed');
    expect(history.find((h) => h.status === 'success')?.ip_address).toBe(c.ip);

    const signOut = await c.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    const after = await c.get('/api/auth/get-session');
    expect(await after.json()).toBeNull();
  });

  it('refuses wrong passwords with the provider message and records the failure', async () => {
    const alice = await t.signedInUser();
    const c = t.client();
    const res = await c.post('/api/auth/sign-in/email', { email: alice.user.email, password: 'Wrong!pass1' });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { status: string; message: string };
    expect(body).toMatchObject({ status: 'error', message: 'Invalid email or password' });
    const me = (await (await alice.get('/api/auth/get-session')).json()) as SessionBody;
    const history = await listLoginHistory(t.deps.database.db, me.user.id);
    expect(history[0]).toMatchObject({ status: 'failed', ip_address: c.ip });
  });
});

describe('password rules (lower, upper, digit, special character, 8+ long; first broken rule is the message) on the server', () => {
  const cases: Array<[string, string]> = [
    ['PASSWORD1!', 'Include a lowercase letter'],
    ['password1!', 'Include an uppercase letter'],
    ['Password!', 'Include a number'],
    ['Password1', 'Include a special character'],
    ['Pa1!', 'At least 8 characters long'],
  ];
  it.each(cases)('sign-up with %s → 400 "%s"', async (password, message) => {
    const res = await t.client().post('/api/auth/sign-up/email', { full_name: 'Rule Test', email: `rule-${message.length}-${password.length}@example.com`, password });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message });
  });

  it('checks the rules in the spec order and accepts a good password', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const res = await t.client().post('/api/auth/sign-up/email', { full_name: 'Rule Ok', email: 'rule-ok@example.com', password: 'Aa1!aaaa' });
    expect(res.status).toBe(200);
  });

  it('enforces the rules on change-password', async () => {
    const user = await t.signedInUser();
    const res = await user.post('/api/auth/change-password', { currentPassword: user.user.password, newPassword: 'nouppercase1!' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: 'Include an uppercase letter' });
  });
});

describe('remember me', () => {
  it('rememberMe false gives a browser-session cookie (no Max-Age or Expires)', async () => {
    const user = await t.signedInUser();
    const c = t.client();
    const res = await c.post('/api/auth/sign-in/email', { email: user.user.email, password: user.user.password, rememberMe: false });
    expect(res.status).toBe(200);
    const sessionCookie = res.headers.getSetCookie().find((v) => v.includes('session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);

    const remembered = await t.client().post('/api/auth/sign-in/email', { email: user.user.email, password: user.user.password, rememberMe: true });
    const persistent = remembered.headers.getSetCookie().find((v) => v.includes('session_token='));
    expect(persistent).toMatch(/Max-Age=\d+/i);
  });
});

describe('password reset', () => {
  it('mails a link to the reset page; the token sets a new password', async () => {
    const user = await t.signedInUser();
    const c = t.client();
    const before = listOutbox(t.dataDir).length;
    const ask = await c.post('/api/auth/request-password-reset', { email: user.user.email, redirectTo: '/reset-password' });
    expect(ask.status).toBe(200);
    expect(listOutbox(t.dataDir).length).toBe(before + 1);
    const link = extractLink(latestMail(t.dataDir, user.user.email), '/reset-password');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/reset-password');
    const token = url.searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await c.post('/api/auth/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ message: 'Include an uppercase letter' });

    const reset = await c.post('/api/auth/reset-password', { token, newPassword: 'N3w!Password' });
    expect(reset.status).toBe(200);
    const oldPassword = await t.client().post('/api/auth/sign-in/email', { email: user.user.email, password: user.user.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.client().post('/api/auth/sign-in/email', { email: user.user.email, password: 'N3w!Password' });
    expect(newPassword.status).toBe(200);
  });
});

describe('rate limits and origin checks', () => {
  it('limits sign-in attempts per client address', async () => {
    const c = t.client();
    const statuses: number[] = [];
    // A new e-mail each time, so the per-account back-off (sign-in-backoff-flow.test.ts) stays out of the way.
    for (let i = 0; i < 12; i++) {
      statuses.push((await c.post('/api/auth/sign-in/email', { email: `nobody${i}@example.com`, password: 'Wrong!pass1' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await t.client().post('/api/auth/sign-in/email', { email: 'nobody0@example.com', password: 'Wrong!pass1' })).status).toBe(401);
  });

  it('never limits reading the session: many users share one address', async () => {
    const user = await t.signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) statuses.push((await user.get('/api/auth/get-session')).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('refuses cookie requests from an untrusted origin', async () => {
    const user = await t.signedInUser();
    const evil = await user.request('/api/auth/update-user', { method: 'POST', json: { bio: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    const ok = await user.post('/api/auth/update-user', { bio: 'Hello' });
    expect(ok.status).toBe(200);
  });
});

describe('profile fields (names, user type, settings; credits not settable)', () => {
  it('updates the spec fields, validates user_type and settings, and keeps credits out of reach', async () => {
    const user = await t.signedInUser();
    const settings = { emailNotifications: { analysis: false, progress: true, marketing: true }, privacy: { profileVisible: false, analysisPublic: false } };
    const ok = await user.post('/api/auth/update-user', {
      full_name: 'New Name', bio: 'Bio', user_type: 'interviewer', phone: '+1 555', location: 'Paris', company: 'Acme', title: 'Lead',
      settings: JSON.stringify(settings),
    });
    expect(ok.status).toBe(200);
    const me = (await (await user.get('/api/auth/get-session')).json()) as SessionBody;
    expect(me.user).toMatchObject({ full_name: 'New Name', name: 'New Name', user_type: 'interviewer', company: 'Acme', title: 'Lead' });
    expect(JSON.parse(String(me.user.settings))).toEqual(settings);

    expect((await user.post('/api/auth/update-user', { user_type: 'wizard' })).status).toBe(400);
    expect((await user.post('/api/auth/update-user', { settings: '{"privacy":1}' })).status).toBe(400);
    expect((await user.post('/api/auth/update-user', { analysis_credits: 999 })).status).toBe(400);
    const after = (await (await user.get('/api/auth/get-session')).json()) as SessionBody;
    expect(after.user.analysis_credits).toBe(10);
  });
});
