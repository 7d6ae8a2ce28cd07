import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeClockInFreshWindow } from '../test/fresh-rate-limit-window.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { AppEnv } from './app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { countHit } from './rate-limit-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('countHit', () => {
  it('counts per rule, client and window, and drops ended windows when a new one opens', async () => {
    const db = t.deps.database.db;
    const rule = { name: 'repo-test', windowSeconds: 60, max: 2 };
    const start = 1_700_000_000_000 - (1_700_000_000_000 % 60_000);
    expect(await countHit(db, rule, 'a', start)).toBe(1);
    expect(await countHit(db, rule, 'a', start + 1)).toBe(2);
    expect(await countHit(db, rule, 'b', start + 2)).toBe(1);
    expect(await countHit(db, { ...rule, name: 'other' }, 'a', start + 3)).toBe(1);

    expect(await countHit(db, rule, 'a', start + 60_000)).toBe(1);
    const left = await db.selectFrom('rate_limit_hits').select('key').where('key', 'like', '%:a:%').execute();
    expect(left.map((r) => r.key)).toEqual([`repo-test:a:${start / 60_000 + 1}`]);
  });
});

describe('rateLimit middleware', () => {
  const rule = { windowSeconds: 3600, max: 2 };
  function appWith(clientOf?: (c: Context<AppEnv>) => string) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clientIp', c.req.header('x-ip') ?? '0.0.0.0');
      await next();
    });
    app.use('*', rateLimit(t.deps.database.db, { ...rule, name: `mw-${Math.random()}` }, { clientOf }));
    app.get('/', (c) => c.text('ok'));
    return app;
  }

  it('answers 429 with Retry-After past the limit, per client address by default', async () => {
    const app = appWith();
    freezeClockInFreshWindow(rule);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request('/', { headers: { 'x-ip': '1.1.1.1' } })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.request('/', { headers: { 'x-ip': '1.1.1.1' } });
    expect(await refused.json()).toMatchObject({ status: 'error' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.request('/', { headers: { 'x-ip': '2.2.2.2' } })).status).toBe(200);
  });

  it('counts whoever clientOf names, e.g. a user across addresses', async () => {
    const app = appWith((c) => c.req.header('x-user') ?? 'anonymous');
    freezeClockInFreshWindow(rule);
    const statuses = [];
    for (const ip of ['1.0.0.1', '1.0.0.2', '1.0.0.3']) statuses.push((await app.request('/', { headers: { 'x-ip': ip, 'x-user': 'u1' } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
