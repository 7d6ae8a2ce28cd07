import { JSON_OBJECT_BODY_REQUIRED } from '@rehearse/contract/auth-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.ts';

let t: TestApp;
let user: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signedInUser();
  admin = await t.staffClient({ superuser: true });
});
afterAll(async () => {
  await t?.close();
});

/** JSON bodies better-auth cannot read as an object: each answered 500 on some route before. */
const NOT_AN_OBJECT = ['null', '[]', '[{"email":"a@b.io"}]', '42', '"text"', 'true', '{"email":', '{', 'nul'];

const ROUTES: { path: string; caller: () => TestClient }[] = [
  { path: '/api/auth/sign-up/email', caller: () => t.client() },
  { path: '/api/auth/sign-in/email', caller: () => t.client() },
  { path: '/api/auth/update-user', caller: () => user },
  { path: '/api/auth/change-password', caller: () => user },
  { path: '/api/auth/two-factor/enable', caller: () => user },
  { path: '/api/auth/admin/list-user-sessions', caller: () => admin },
];

describe('JSON bodies on /api/auth/*', () => {
  for (const { path, caller } of ROUTES) {
    it.each(NOT_AN_OBJECT)(`answers 400 with a message to %s on ${path}`, async (body) => {
      const res = await caller().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 'error', message: JSON_OBJECT_BODY_REQUIRED });
    });
  }

  it('still hands objects and empty bodies to better-auth', async () => {
    const wrong = await t.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong!pass1' }),
    });
    expect(wrong.status).toBe(401);
    const signOut = await (await t.signedInUser()).request('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(signOut.status).toBe(200);
  });
});

describe('a POST to /api/auth/* that declares JSON but sends no body', () => {
  /** Every POST route better-auth serves, whichever plugin adds it. */
  const postPaths = (): string[] =>
    Object.values(t.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((endpoint) => endpoint.path && [endpoint.options?.method].flat().includes('POST'))
      .map((endpoint) => `/api/auth${endpoint.path}`);

  it('is a 400 with a message on sign-up, not a server error', async () => {
    const res = await t.client().request('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { status: string; message: string };
    expect(answer.status).toBe('error');
    expect(answer.message.length).toBeGreaterThan(0);
  });

  it('never answers 5xx on any POST route, for a visitor, a user or an admin', async () => {
    const paths = postPaths();
    expect(paths).toContain('/api/auth/update-user');
    const failures: string[] = [];
    for (const path of paths) {
      for (const [who, caller] of [['visitor', t.client()], ['user', user], ['admin', admin]] as const) {
        const res = await caller.request(path, { method: 'POST', headers: { 'content-type': 'application/json' } });
        if (res.status >= 500) failures.push(`${who} ${path} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
