import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { middlewarePathRelativeTo, relativeTo } from './openapi-content.ts';

const BASE = '/api/admin-panel';
const COMMENTS = '/api/admin-panel/analyses/{id}/comments/';

async function middlewareRuns(path: string): Promise<boolean> {
  let ran = false;
  const router = new Hono();
  router.on('POST', path, async (_c, next) => {
    ran = true;
    await next();
  });
  router.post('*', (c) => c.text('ok'));
  await router.request('/analyses/4f1c/comments/', { method: 'POST' });
  return ran;
}

describe('middlewarePathRelativeTo', () => {
  it('turns the contract path into Hono parameters relative to the mount point', () => {
    expect(middlewarePathRelativeTo(BASE, COMMENTS)).toBe('/analyses/:id/comments/');
    expect(middlewarePathRelativeTo('/api', '/api/sessions/{session_id}/speakers/{n}/')).toBe('/sessions/:session_id/speakers/:n/');
  });

  it('registers middleware that runs for a concrete path, where the OpenAPI form matches none', async () => {
    expect(await middlewareRuns(middlewarePathRelativeTo(BASE, COMMENTS))).toBe(true);
    expect(await middlewareRuns(relativeTo(BASE, COMMENTS))).toBe(false);
  });
});
