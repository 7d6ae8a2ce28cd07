import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A fresh, empty database for one test file: a new SQLite file by default, or a new
 * PostgreSQL database on the server `DATABASE_URL` points at (dropped again by `drop`).
 */
export interface TestDatabaseUrl {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabaseUrl(): Promise<TestDatabaseUrl> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    const dir = mkdtempSync(join(tmpdir(), 'rehearse-test-'));
    return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => {} };
  }
  const name = `rehearse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
