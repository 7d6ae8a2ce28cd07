import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { CONTACT_SUCCESS } from '@rehearse/contract/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../features/contact/index.ts';
import { freezeClockInFreshWindow } from '../test/fresh-rate-limit-window.ts';
import { latestMail } from '../test/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createRouter } from '../http/create-router.ts';
import { routeModules } from './route-modules.ts';

const webDist = mkdtempSync(join(tmpdir(), 'rehearse-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">spa</div>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');

/** A module that fails, to check the 500 mapping. */
const boomModule = {
  basePath: '/api/test',
  create: () => {
    const router = createRouter();
    router.openapi(createRoute({ method: 'get', path: '/boom/', responses: { 200: { description: 'never' } } }), () => {
      throw new Error('secret detail');
    });
    router.openapi(
      createRoute({
        method: 'post',
        path: '/echo/',
        request: { body: { content: { 'application/json': { schema: z.object({ count: z.number().int(), kind: z.enum(['a', 'b']) }) } } } },
        responses: { 200: { description: 'ok' } },
      }),
      (c) => c.json(c.req.valid('json'), 200),
    );
    return router;
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ app: { webDistDir: webDist, modules: [...routeModules, boomModule] } });
});
afterAll(async () => {
  await t?.close();
});

describe('HTTP app', () => {
  it('GET /api/health → {status:"ok", checks} with a request id and security headers', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', object_store: 'ok', queue: 'ok' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Scripts only from us; WebAssembly may compile (the mock interview's face detector), JavaScript's eval may not.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(res.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Not found' });
  });

  it('maps validation failures to 400 {status, message} naming the field', async () => {
    const c = t.client();
    const missing = await c.post('/api/test/echo/', { kind: 'a' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: 'error', message: 'count is required' });
    const wrongEnum = await c.post('/api/test/echo/', { count: 1, kind: 'c' });
    expect(await wrongEnum.json()).toEqual({ status: 'error', message: 'kind must be one of: a, b' });
    const malformed = await c.request('/api/test/echo/', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 'error' });
  });

  it('hides internal errors behind a 500 "Internal server error"', async () => {
    const res = await t.client().get('/api/test/boom/');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', message: 'Internal server error' });
    expect(text).not.toContain('secret detail');
  });

  it('limits JSON bodies to 1 MB', async () => {
    const res = await t.client().request('/api/test/echo/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, kind: 'a', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 'error' });
  });

  it('allows CORS only for trusted origins', async () => {
    const preflight = (origin: string) =>
      t.client().request('/api/contact/', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives every API response its CORS headers and request id, from route handlers and better-auth alike', async () => {
    for (const path of ['/api/health', '/api/auth/get-session']) {
      const trusted = await t.client().request(path, { headers: { origin: 'http://localhost:5173' } });
      expect(trusted.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
      expect(trusted.headers.get('access-control-expose-headers')).toBe('set-auth-token,X-Request-Id,Retry-After');
      expect(trusted.headers.get('vary')).toContain('Origin');
      expect(trusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const untrusted = await t.client().request(path, { headers: { origin: 'https://evil.example' } });
      expect(untrusted.headers.get('access-control-allow-origin')).toBeNull();
      expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves the OpenAPI document and the API info page', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login/', '/auth/logout/', '/api/admin/stats/', '/api/contact/', '/api/health']));
    const page = await t.client().get('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/openapi.json');
  });

  it('compresses large API answers for clients that accept it, and leaves small ones alone', async () => {
    const plain = await t.client().get('/api/openapi.json');
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const br = await t.client().request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(plainBytes / 5);
    const health = await t.client().request('/api/health', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the SPA: files, and index.html for client routes', async () => {
    const asset = await t.client().get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    const route = await t.client().get('/dashboard');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">spa</div>');
  });
});

describe('POST /api/contact/', () => {
  it('delivers the message to the support mailbox and confirms', async () => {
    const res = await t.client().post('/api/contact/', { name: 'Sam', email: 'sam@example.com', subject: 'billing', message: 'Hello there' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: CONTACT_SUCCESS });
    const mail = latestMail(t.dataDir, t.deps.config.supportEmail);
    expect(mail.subject).toContain('billing');
    expect(mail.replyTo).toContain('sam@example.com');
    expect(mail.text).toContain('Hello there');
    const rows = await t.deps.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'sam@example.com', subject: 'billing', delivery_status: 'delivered' });
  });

  it('rejects an unknown subject and rate-limits', async () => {
    const bad = await t.client().post('/api/contact/', { name: 'Sam', email: 'sam@example.com', subject: 'spam', message: 'x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('subject must be one of: technical-support');
    const c = t.client();
    const statuses: number[] = [];
    freezeClockInFreshWindow(CONTACT_RATE_LIMIT);
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/contact/', { name: 'A', email: 'a@example.com', subject: 'general', message: `m${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('without a web build', () => {
  it('says how to build it', async () => {
    const bare = await createTestApp({ app: { webDistDir: join(webDist, 'missing') } });
    try {
      const res = await bare.client().get('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build -w apps/web');
    } finally {
      await bare.close();
    }
  });
});
