import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept per database: every SQL text the app runs often, with room to spare. */
const STATEMENTS = 256;

/**
 * A SQLite database for Kysely that keeps its prepared statements by SQL text, least recently used
 * out first. Kysely prepares every query anew, and parsing and planning a statement cost about a
 * third of running a list page's query. Sharing a statement is safe: Kysely runs one statement at a
 * time on SQLite's single connection (a stream holds the connection until it ends).
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value ?? '');
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
