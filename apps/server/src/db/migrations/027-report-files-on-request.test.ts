import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ObjectPurgeRepository } from '../../features/account/object-purge-repository.ts';
import { purgePendingObjects } from '../../features/account/object-purge.ts';
import { createLogger } from '../../logging/logger.ts';
import { LocalObjectStore } from '../../storage/local-object-store.ts';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

describe('migration 027 once report files are made on request', () => {
  const before = databaseBeforeMigration();

  it('hands every stored report file to the object purge, which removes them and leaves the recordings', async () => {
    const database = before.database();
    await before.migrateTo('026-mock-counted-attempts');
    const objects = new LocalObjectStore({ root: mkdtempSync(join(tmpdir(), 'rehearse-027-')) });
    const put = (key: string) => objects.put(key, Readable.from([Buffer.from('{}')]));
    await put('reports/s-1/video_analysis.json');
    await put('reports/s-1/r-1/analysis.json');
    await put('reports/s-2/s-2_audio_interviewee_analysis.json');
    await put('uploads/ann/recording');

    await before.migrateTo('027-report-files-on-request');
    const purges = new ObjectPurgeRepository(database.db);
    expect(await purges.count()).toBe(1);
    expect(await purgePendingObjects(purges, objects, createLogger('silent'))).toBe(0);

    const left: string[] = [];
    for await (const object of objects.list('reports/')) left.push(object.key);
    expect(left).toEqual([]);
    expect(await objects.exists('uploads/ann/recording')).toBe(true);
  });
});
