import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { startRuntime } from '../composition/server-runtime.ts';
import { createTestDatabaseUrl } from '../test/test-database.ts';

const parent = mkdtempSync(join(tmpdir(), 'rehearse-private-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('DATA_DIR is private', () => {
  it('creates DATA_DIR 0700, the SQLite file 0600 and outbox mails 0600 in a 0700 folder, whatever the umask', async () => {
    const dataDir = join(parent, 'fresh', 'data');
    const database = await createTestDatabaseUrl();
    const sqliteUrl = process.env.DATABASE_URL?.startsWith('postgres') ? null : `sqlite:${join(dataDir, 'rehearse.sqlite')}`;
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: sqliteUrl ?? database.url,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
    });
    const previous = process.umask(0o022);
    try {
      const runtime = await startRuntime(config, createLogger('silent'));
      try {
        expect(await modeOf(dataDir)).toBe(0o700);
        if (sqliteUrl) {
          for (const name of (await readdir(dataDir)).filter((n) => n.startsWith('rehearse.sqlite'))) {
            expect([name, await modeOf(join(dataDir, name))]).toEqual([name, 0o600]);
          }
        }
        await runtime.mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'https://localhost/reset?token=secret' });
        const outbox = join(dataDir, 'outbox');
        expect(await modeOf(outbox)).toBe(0o700);
        const [mail] = await readdir(outbox);
        expect(await modeOf(join(outbox, mail ?? 'missing'))).toBe(0o600);
      } finally {
        await runtime.close();
      }
    } finally {
      process.umask(previous);
      await database.drop();
    }
  });
});
