import SQLite from 'better-sqlite3';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDirSync, ensurePrivateFileSync } from '../storage/private-files.ts';
import { withNamedStatements } from './postgres-named-statements.ts';
import type { DatabaseSchema } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** The connection string it was opened with: `postgres://…` or `sqlite:<file>`. */
  url: string;
  destroy(): Promise<void>;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** Opens the app database: PostgreSQL for `postgres://…` URLs, else a SQLite file (`sqlite:<path>` or a bare path). */
export function openDatabase(url: string): Database {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    // BIGINT (count(*)) arrives as a string otherwise; our counts stay far below 2^53.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped database) must not crash
    // the process: the pool discards it and the next query opens a fresh one.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return { db, dialect, url, destroy: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') {
    ensurePrivateDirSync(dirname(file));
    // SQLite gives its -wal and -shm files the database file's mode, so all three stay 0600.
    ensurePrivateFileSync(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros instead of lingering in free space until reused: a deleted
  // account's e-mail, password hash and sessions must not be readable from the file (scrub-deleted-rows.ts).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect, url, destroy: () => db.destroy() };
}
