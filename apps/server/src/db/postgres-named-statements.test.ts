import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, type TestDatabaseUrl } from '../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { nameStatement } from './postgres-named-statements.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

describe.skipIf(!onPostgres)('named statements on PostgreSQL', () => {
  let testDatabase: TestDatabaseUrl;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabaseUrl();
    database = openDatabase(testDatabase.url);
  });

  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  /** Runs `query` and lists the statements its connection has prepared, in one transaction (one connection). */
  async function runAndListPrepared(query: CompiledQuery<{ n: number }>) {
    return database.db.transaction().execute(async (trx) => {
      const { rows } = await trx.executeQuery(query);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return { rows, statements: prepared.rows.map((r) => r.statement) };
    });
  }

  it('prepares a named SQL text once per connection and answers with each run’s values', async () => {
    const text = 'select $1::int + 1 as n';
    nameStatement(text);
    const first = await runAndListPrepared(CompiledQuery.raw(text, [1]));
    const second = await runAndListPrepared(CompiledQuery.raw(text, [41]));
    expect(first.rows).toEqual([{ n: 2 }]);
    expect(second.rows).toEqual([{ n: 42 }]);
    expect(second.statements.filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves every other statement unnamed', async () => {
    const { rows, statements } = await runAndListPrepared(CompiledQuery.raw('select $1::int + 2 as n', [1]));
    expect(rows).toEqual([{ n: 3 }]);
    expect(statements).not.toContain('select $1::int + 2 as n');
  });
});
