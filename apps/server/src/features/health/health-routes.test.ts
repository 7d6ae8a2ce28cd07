import { healthDownSchema, healthOkSchema } from '@rehearse/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let s3: LocalS3;
  const opened: TestApp[] = [];

  beforeAll(async () => {
    s3 = await startLocalS3();
  });

  afterAll(async () => {
    for (const t of opened) await t.close().catch(() => {});
    await s3.stop();
  });

  async function app(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await createTestApp({ env });
    opened.push(t);
    return t;
  }

  it('answers 200 with every part ok, on the local store and on S3', async () => {
    for (const t of [await app(), await app(s3.env)]) {
      const response = await t.client().get('/api/health');
      expect(response.status).toBe(200);
      expect(healthOkSchema.parse(await response.json())).toEqual({ status: 'ok', checks: { database: 'ok', object_store: 'ok', queue: 'ok' } });
    }
  });

  it('answers 503 naming the object store when the bucket cannot be reached', async () => {
    const t = await app({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(503);
    const body = healthDownSchema.parse(await response.json());
    expect(body.message).toBe('Unavailable: object store');
    expect(body.checks).toEqual({ database: 'ok', object_store: 'down', queue: 'ok' });
  });

  it('answers 503 naming the database (and the queue in it) once the database is gone', async () => {
    const t = await app();
    await t.deps.queue.stop();
    await t.deps.database.destroy();
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(503);
    const body = healthDownSchema.parse(await response.json());
    expect(body.message).toMatch(/^Unavailable: database/);
    expect(body.checks.database).toBe('down');
    expect(body.checks.object_store).toBe('ok');
    opened.splice(opened.indexOf(t), 1);
  });
});
