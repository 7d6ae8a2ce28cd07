import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { startRuntime } from '../composition/server-runtime.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../test/test-database.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

// Many API instances and workers started together on one new PostgreSQL database (SQLite has one process).
describe.skipIf(!onPostgres)('processes starting together on a new PostgreSQL database', () => {
  let database: TestDatabaseUrl;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    dataDir = mkdtempSync(join(tmpdir(), 'rehearse-concurrent-start-'));
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('apply the app and better-auth migrations once, without failing each other', async () => {
    const starts = Array.from({ length: 4 }, (_, i) => {
      const config = loadConfig({ DATA_DIR: join(dataDir, String(i)), DATABASE_URL: database.url, LOG_LEVEL: 'silent', BETTER_AUTH_SECRET: 'x'.repeat(32) });
      return startRuntime(config, createLogger('silent'));
    });
    const results = await Promise.allSettled(starts);
    for (const r of results) if (r.status === 'fulfilled') await r.value.close();
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  });
});
