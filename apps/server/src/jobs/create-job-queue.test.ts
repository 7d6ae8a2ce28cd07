import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createJobQueue } from './create-job-queue.ts';
import { EmbeddedJobQueue } from './embedded-job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

describe('createJobQueue', () => {
  const sqlite = openDatabase('sqlite::memory:');
  const postgres = { ...sqlite, dialect: 'postgres' as const, url: 'postgres://nobody@127.0.0.1:1/none' };

  it('gives the embedded queue for kind embedded, on either database', async () => {
    const queue = createJobQueue({ database: sqlite, kind: 'embedded', onFinalFailure: () => {} });
    expect(queue).toBeInstanceOf(EmbeddedJobQueue);
    await queue.stop();
  });

  it('gives pg-boss only on PostgreSQL, without connecting before it is used', async () => {
    expect(() => createJobQueue({ database: sqlite, kind: 'pg-boss', onFinalFailure: () => {} })).toThrow(/PostgreSQL/);
    const queue = createJobQueue({ database: postgres, kind: 'pg-boss', leaseSeconds: 0.2, onFinalFailure: () => {} });
    expect(queue).toBeInstanceOf(PgBossJobQueue);
    await queue.stop();
    await sqlite.destroy();
  });
});
