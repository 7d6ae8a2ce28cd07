import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';

/**
 * A browser's session lives in an httpOnly cookie so that page scripts (an injected one included) cannot
 * carry it away. Answers to requests that carry that cookie therefore never hand the session token to the
 * page: not in get-session's body, not in the bearer plugin's `set-auth-token` header, and that header is not
 * exposed to cross-origin scripts. API clients without the cookie (bearer) keep getting their token.
 */
let t: TestApp;
let browser: TestClient & { user: { email: string; password: string } };
beforeAll(async () => {
  t = await createTestApp();
  browser = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const VITE_ORIGIN = 'http://localhost:5173';

describe('requests carrying the session cookie', () => {
  it('get-session answers the session without its token', async () => {
    const res = await browser.get('/api/auth/get-session');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(body.user.email).toBe(browser.user.email);
    expect(body.session.id).toEqual(expect.any(String));
    expect(body.session).not.toHaveProperty('token');
    expect(res.headers.get('set-auth-token')).toBeNull();
  });

  it('a change that renews the session cookie sends no set-auth-token header', async () => {
    const res = await browser.post('/api/auth/update-user', { bio: 'Renews the cookie' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(true);
    expect(res.headers.get('set-auth-token')).toBeNull();
  });

  it('does not expose set-auth-token to a trusted cross-origin page', async () => {
    const res = await browser.request('/api/auth/get-session', { headers: { origin: VITE_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(VITE_ORIGIN);
    expect(res.headers.get('access-control-expose-headers') ?? '').not.toMatch(/set-auth-token/i);
  });

  it('still do not get the token when they also send a made-up bearer header', async () => {
    const res = await browser.request('/api/auth/get-session', { headers: { authorization: 'Bearer made-up' } });
    const body = (await res.json()) as { session?: Record<string, unknown> } | null;
    expect(body?.session ?? {}).not.toHaveProperty('token');
  });
});

describe('bearer API clients (no cookie)', () => {
  it('get their token from sign-in and see it in get-session', async () => {
    const api = t.client();
    const signIn = await api.post('/api/auth/sign-in/email', { email: browser.user.email, password: browser.user.password });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    api.cookies.clear();
    api.token = token!;
    const res = await api.get('/api/auth/get-session');
    const body = (await res.json()) as { session: { token: string } };
    // The header carries the token with its signature.
    expect(body.session.token).toBeTruthy();
    expect(token!.startsWith(`${body.session.token}.`)).toBe(true);
    expect(res.headers.get('access-control-expose-headers') ?? '').toMatch(/set-auth-token/i);
  });
});
