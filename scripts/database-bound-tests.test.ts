import { describe, expect, it } from 'vitest';
import { databaseBoundTests } from './database-bound-tests.mjs';

describe('databaseBoundTests', () => {
  const files = databaseBoundTests();

  it('finds files that get a database through the test app, a feature kit, the queue contract or DATABASE_URL', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/server/src/composition/app.test.ts',
        'apps/server/src/features/analysis/analysis-api.test.ts',
        'apps/server/src/features/mock/mock-api.test.ts',
        'apps/server/src/jobs/embedded-job-queue.test.ts',
        'apps/server/src/jobs/pg-boss-job-queue.test.ts',
        'apps/server/src/storage/private-data-dir.test.ts',
      ]),
    );
  });

  it('leaves out tests that never open one: pure functions, object stores, config, an in-memory SQLite', () => {
    for (const file of [
      'apps/server/src/features/analysis/list-cursor.test.ts',
      'apps/server/src/storage/s3-object-store.test.ts',
      'apps/server/src/config.test.ts',
      'apps/server/src/jobs/create-job-queue.test.ts',
    ])
      expect(files).not.toContain(file);
    expect(files.every((file) => file.startsWith('apps/server/src/') && file.endsWith('.test.ts'))).toBe(true);
  });
});
