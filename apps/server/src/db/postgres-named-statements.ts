import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** More than the app's prepared queries need; the cap bounds what each connection keeps prepared. */
const MAX_NAMED_STATEMENTS = 64;

const names = new Map<string, string>();

/**
 * Asks PostgreSQL to prepare `sqlText` once per connection (a named statement) instead of parsing and
 * planning it on every run. Only for the fixed SQL of prepareQuery: each name stays prepared on every
 * connection for the connection's life, so they must be few.
 */
export function nameStatement(sqlText: string): void {
  if (names.has(sqlText) || names.size >= MAX_NAMED_STATEMENTS) return;
  names.set(sqlText, `rehearse_${createHash('sha256').update(sqlText).digest('hex').slice(0, 24)}`);
}

/** A pg pool for Kysely that runs the named SQL texts as named statements and everything else as before. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keys its connection objects by client, so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely calls query with SQL text and values, or with a cursor (streams), as pg takes them.
    query: ((textOrCursor: string | pg.Submittable, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor);
      const name = names.get(textOrCursor);
      return name ? client.query({ name, text: textOrCursor, values: values ? [...values] : [] }) : client.query(textOrCursor, values ? [...values] : []);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
