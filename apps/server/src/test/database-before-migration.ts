import { Migrator } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from './test-database.ts';

export interface DatabaseBeforeMigration {
  /** The open database (from beforeAll on). */
  database(): Database;
  /** Runs the migrations up to and including `name`, and expects them to succeed. */
  migrateTo(name: string): Promise<void>;
}

/**
 * An unmigrated database of the calling suite's own (a SQLite file, or PostgreSQL where DATABASE_URL points) for a
 * migration's test: it migrates to just before the migration, writes rows as they were then, and migrates on.
 * Opened before the suite's tests and dropped after them; call it inside a `describe`.
 */
export function databaseBeforeMigration(): DatabaseBeforeMigration {
  let testDatabase: TestDatabaseUrl | undefined;
  let opened: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabaseUrl();
    opened = openDatabase(testDatabase.url);
  });
  afterAll(async () => {
    await opened?.destroy();
    await testDatabase?.drop();
  });
  const database = () => {
    if (!opened) throw new Error('the test database is opened in beforeAll');
    return opened;
  };
  return {
    database,
    async migrateTo(name) {
      const migrator = new Migrator({ db: database().db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(name)).error).toBeUndefined();
    },
  };
}
