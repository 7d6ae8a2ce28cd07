import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AUTH_PATHS_IN_USE } from './auth-openapi.ts';
import { invalidSchemas } from '../test/documented-answer-check.ts';
import { documentedOperations, type OpenApiDocument } from '../test/documented-operations.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Routes that are not API operations: catch-alls, better-auth's own handler, the docs viewer's files. */
const NOT_OPERATIONS = [/\*$/, /^\/api$/, /^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('lists every /api/* and /auth/* route the app serves', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = t.app.routes
      .filter((route) => /^\/(api|auth)\//.test(route.path) && route.method !== 'ALL' && !NOT_OPERATIONS.some((skip) => skip.test(route.path)))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(20);
    const documented = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)));
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('describes the better-auth routes the app uses under /api/auth, with the models they refer to', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[]; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    const documented = Object.keys(document.paths);
    expect(documented).toEqual(expect.arrayContaining(AUTH_PATHS_IN_USE.map((path) => `/api/auth${path}`)));
    const signIn = document.paths['/api/auth/sign-in/email']?.post;
    expect(signIn?.tags).toEqual(['Auth (better-auth)']);
    expect(JSON.stringify(signIn?.requestBody)).toContain('password');
    for (const ref of JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas, ref[1]).toHaveProperty(ref[1] ?? '');
    }
    // Only what the app uses: better-auth's other routes (account linking, user deletion…) stay out of the document.
    expect(documented).not.toContain('/api/auth/delete-user');
  });

  it('answers /api/docs with and without the trailing slash, and better-auth shows no viewer of its own', async () => {
    for (const path of ['/api/docs', '/api/docs/']) {
      const page = await t.client().get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    }
    expect((await t.client().get('/api/auth/reference')).status).toBe(404);
  });

  it('is rendered by the local Swagger UI at /api/docs, without any outside script', async () => {
    const page = await t.client().get('/api/docs');
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of [...scripts, ...[...html.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1] ?? '')]) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const asset = await t.client().get(src);
      expect(asset.status, src).toBe(200);
    }
    expect(await (await t.client().get('/api/docs/init.js')).text()).toContain('/api/openapi.json');
  });

  it('writes every schema in valid JSON Schema 2020-12, the dialect of OpenAPI 3.1 (better-auth\'s generated ones included)', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as OpenApiDocument;
    expect(invalidSchemas(document)).toEqual([]);
    const user = document.components?.schemas?.AuthUser as { properties: Record<string, unknown> };
    expect(user.properties.user_type).toMatchObject({ type: ['string', 'null'], enum: ['student', 'job_seeker', 'interviewer', 'professional', null] });
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('describes the auth answers as the app sends them: list-sessions without tokens, no POST get-session, two-factor sign-in', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as OpenApiDocument & { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
    const sessions = document.paths['/api/auth/list-sessions']?.get?.responses['200']?.content?.['application/json']?.schema as { items: { properties: Record<string, unknown>; required: string[] } };
    expect(Object.keys(sessions.items.properties)).toEqual(expect.arrayContaining(['id', 'expiresAt', 'ipAddress', 'userAgent']));
    expect(sessions.items.properties).not.toHaveProperty('token');
    expect(sessions.items.properties.impersonatedBy).toMatchObject({ type: ['string', 'null'] });
    expect(document.paths['/api/auth/get-session']).not.toHaveProperty('post');
    expect(JSON.stringify(document.paths['/api/auth/sign-in/email']?.post?.responses['200'])).toContain('twoFactorRedirect');
  });

  it('documents the answers every route gives through the shared middleware', async () => {
    const document = (await (await t.client().get('/api/openapi.json')).json()) as OpenApiDocument;
    const operations = documentedOperations(document);
    const list = operations.find((operation) => operation.key === 'GET /api/analysis/user-analyses/');
    expect(list?.responses).toHaveProperty('400');
    for (const operation of operations.filter((candidate) => candidate.body?.mediaType === 'application/json')) {
      expect(Object.keys(operation.responses), operation.key).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
    for (const operation of operations.filter((candidate) => candidate.path.startsWith('/api/mock/'))) {
      for (const [status, response] of Object.entries(operation.responses).filter(([code]) => code.startsWith('4'))) {
        const schema = response.content?.['application/json']?.schema as { required?: string[] } | undefined;
        expect(schema?.required, `${operation.key} ${status}`).toEqual(expect.arrayContaining(['status', 'message', 'success', 'error']));
      }
    }
  });
});
