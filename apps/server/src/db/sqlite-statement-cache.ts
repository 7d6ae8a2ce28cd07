import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

export interface StatementCacheLimits {
  /** Statements kept at most. */
  statements: number;
  /**
   * Characters of SQL text kept at most. A statement's compiled program grows with its text (about
   * 63 bytes of memory per character, measured on long `in (?, …)` lists), so this bounds the memory
   * the cache holds: one long statement per distinct list length once kept 6 MB each.
   */
  sqlChars: number;
}

/** Every SQL text the app runs often, with room to spare; 256 K characters hold about 16 MB of statements. */
const DEFAULT_LIMITS: StatementCacheLimits = { statements: 256, sqlChars: 256 * 1024 };

/** A statement longer than this share of the budget is run but not kept: one must not push out all others. */
const LARGEST_SHARE = 8;

/**
 * A SQLite database for Kysely that keeps its prepared statements by SQL text, least recently used
 * out first. Kysely prepares every query anew, and parsing and planning a statement cost about a
 * third of running a list page's query. Sharing a statement is safe: Kysely runs one statement at a
 * time on SQLite's single connection (a stream holds the connection until it ends).
 */
export function withStatementCache(database: SqliteDatabase, limits: Partial<StatementCacheLimits> = {}): SqliteDatabase {
  const { statements, sqlChars } = { ...DEFAULT_LIMITS, ...limits };
  const kept = new LRUCache<string, SqliteStatement>({
    max: statements,
    maxSize: sqlChars,
    maxEntrySize: Math.max(1, Math.floor(sqlChars / LARGEST_SHARE)),
    sizeCalculation: (_statement, sql) => sql.length,
    memoMethod: (sql) => database.prepare(sql),
  });
  return {
    close: () => database.close(),
    prepare: (sql) => kept.memo(sql),
  };
}
