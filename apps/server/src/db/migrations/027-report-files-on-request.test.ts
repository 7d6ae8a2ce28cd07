import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectPurgeRepository } from '../../features/account/object-purge-repository.ts';
import { purgePendingObjects } from '../../features/account/object-purge.ts';
import { createLogger } from '../../logging/logger.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from '../database.ts';
import { migrations } from './index.ts';

describe('migration 027 once report files are made on request', () => {
  let url: TestDatabaseUrl;
  let database: Database;

  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    database = openDatabase(url.url);
  });

  afterAll(async () => {
    await database?.destroy();
    await url?.drop();
  });

  it('hands every stored report file to the object purge, which removes them and leaves the recordings', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('026-mock-counted-attempts')).error).toBeUndefined();
    const objects = new LocalObjectStore({ root: mkdtempSync(join(tmpdir(), 'rehearse-027-')) });
    const put = (key: string) => objects.put(key, Readable.from([Buffer.from('{}')]));
    await put('reports/s-1/video_analysis.json');
    await put('reports/s-1/r-1/analysis.json');
    await put('reports/s-2/s-2_audio_interviewee_analysis.json');
    await put('uploads/ann/recording');

    expect((await migrator.migrateTo('027-report-files-on-request')).error).toBeUndefined();
    const purges = new ObjectPurgeRepository(database.db);
    expect(await purges.count()).toBe(1);
    expect(await purgePendingObjects(purges, objects, createLogger('silent'))).toBe(0);

    const left: string[] = [];
    for await (const object of objects.list('reports/')) left.push(object.key);
    expect(left).toEqual([]);
    expect(await objects.exists('uploads/ann/recording')).toBe(true);
  });
});
