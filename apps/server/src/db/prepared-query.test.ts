import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareQuery } from './prepared-query.ts';

interface Schema {
  people: { name: string; age: number };
}

let db: Kysely<Schema>;

beforeAll(async () => {
  db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await db.schema.createTable('people').addColumn('name', 'text').addColumn('age', 'integer').execute();
  await db
    .insertInto('people')
    .values([
      { name: 'ann', age: 30 },
      { name: 'bob', age: 40 },
      { name: 'cy', age: 50 },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
});

describe('prepareQuery', () => {
  const olderThan = () =>
    prepareQuery<{ age: number; limit: number }, { name: string }>(['age', 'limit'], (p) =>
      db.selectFrom('people').select('name').where('age', '>', p.age).where('name', '!=', 'nobody').orderBy('age').limit(p.limit),
    );

  it('compiles once and runs with each call’s values, constants kept', async () => {
    const query = olderThan();
    expect((await db.executeQuery(query.bind({ age: 35, limit: 10 }))).rows).toEqual([{ name: 'bob' }, { name: 'cy' }]);
    expect((await db.executeQuery(query.bind({ age: 20, limit: 1 }))).rows).toEqual([{ name: 'ann' }]);
    const bound = query.bind({ age: 1, limit: 2 });
    expect(bound.parameters).toEqual([1, 'nobody', 2]);
    expect(query.bind({ age: 9, limit: 9 }).sql).toBe(bound.sql);
  });

  it('refuses a parameter that never became a bound value', () => {
    expect(() => prepareQuery<{ age: number; unused: string }, { name: string }>(['age', 'unused'], (p) => db.selectFrom('people').select('name').where('age', '>', p.age))).toThrow(
      'unused never reached the query as a bound parameter',
    );
  });
});
