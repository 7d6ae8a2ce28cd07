import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from './test-database.ts';

/**
 * A migrated database of the calling suite's own (a SQLite file, or PostgreSQL where DATABASE_URL points), opened
 * before its tests and dropped after them. Call it inside a `describe` (or at the top of a file); the function it
 * answers gives the open database.
 */
export function migratedTestDatabase(): () => Database {
  let testDatabase: TestDatabaseUrl | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabaseUrl();
    database = openDatabase(testDatabase.url);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });
  return () => {
    if (!database) throw new Error('the test database is opened in beforeAll');
    return database;
  };
}
