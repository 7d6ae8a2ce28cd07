import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('withStatementCache', () => {
  it('prepares each SQL text once and hands the same statement back', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    const first = database.prepare('select 1 as n');
    expect(database.prepare('select 1 as n')).toBe(first);
    expect(database.prepare('select 2 as n')).not.toBe(first);
    database.close();
  });

  it('lets the least recently used statement go when full', () => {
    const database = withStatementCache(new SQLite(':memory:'), { statements: 2 });
    const a = database.prepare('select 1');
    const b = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(a);
    database.prepare('select 3');
    expect(database.prepare('select 1')).toBe(a);
    expect(database.prepare('select 2')).not.toBe(b);
    database.close();
  });

  it('keeps at most sqlChars of SQL text, the least recently used going first', () => {
    const database = withStatementCache(new SQLite(':memory:'), { sqlChars: 400 });
    // Eight statements of 50 characters fill the 400.
    const sqlOf = (i: number) => `select ${i} as n`.padEnd(50, ' ');
    const kept = Array.from({ length: 8 }, (_, i) => database.prepare(sqlOf(i)));
    expect(database.prepare(sqlOf(0))).toBe(kept[0]);
    database.prepare(sqlOf(8));
    // Statement 1 was the least recently used: it went; 0 was used again and stayed.
    expect(database.prepare(sqlOf(0))).toBe(kept[0]);
    expect(database.prepare(sqlOf(1))).not.toBe(kept[1]);
    database.close();
  });

  it('runs a statement longer than an eighth of the budget without keeping it or pushing others out', () => {
    const database = withStatementCache(new SQLite(':memory:'), { sqlChars: 8000 });
    const small = database.prepare('select 1');
    const longSql = `select 1 where 1 in (${Array.from({ length: 400 }, (_, i) => i).join(', ')})`;
    expect(longSql.length).toBeGreaterThan(1000);
    const long = database.prepare(longSql);
    expect(long.all([])).toEqual([{ 1: 1 }]);
    expect(database.prepare(longSql)).not.toBe(long);
    expect(database.prepare('select 1')).toBe(small);
    database.close();
  });

  it('runs Kysely queries, streams and transactions on shared statements, and sees schema changes', async () => {
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }) });
    await db.schema.createTable('t').addColumn('n', 'integer').execute();
    await db.insertInto('t').values([{ n: 1 }, { n: 2 }, { n: 3 }]).execute();
    const streamed: number[] = [];
    for await (const row of db.selectFrom('t').select('n').orderBy('n').stream()) {
      streamed.push(row.n);
      if (row.n === 2) break;
    }
    expect(streamed).toEqual([1, 2]);
    expect(await db.selectFrom('t').select('n').orderBy('n').execute()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('t').where('n', '=', 1).execute();
    });
    expect(await db.selectFrom('t').selectAll().orderBy('n').execute()).toEqual([{ n: 2 }, { n: 3 }]);
    await sql`alter table t add column m integer`.execute(db);
    expect(await db.selectFrom('t').selectAll().orderBy('n').execute()).toEqual([
      { n: 2, m: null },
      { n: 3, m: null },
    ]);
    await db.destroy();
  });
});
