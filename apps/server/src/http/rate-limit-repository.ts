import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

export interface RateLimitRule {
  /** Names the bucket; one counter per name and client. */
  name: string;
  windowSeconds: number;
  max: number;
}

/**
 * Counts one hit of `client` (an address or a user id) in the current fixed window and returns the
 * count so far. The counters live in the database, so every API process shares them.
 */
export async function countHit(db: Kysely<DatabaseSchema>, rule: RateLimitRule, client: string, now = Date.now()): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowIndex = Math.floor(now / windowMs);
  const key = `${rule.name}:${client}:${windowIndex}`.slice(0, 255);
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, expires_at_ms: (windowIndex + 1) * windowMs })
    .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  // A first hit opens a new window: the moment to drop the windows that ended (no per-process counters).
  if (hits === 1) await db.deleteFrom('rate_limit_hits').where('expires_at_ms', '<=', now).execute();
  return hits;
}

/** Milliseconds until the current window of `rule` ends. */
export function windowRemainingMs(rule: RateLimitRule, now = Date.now()): number {
  const windowMs = rule.windowSeconds * 1000;
  return windowMs - (now % windowMs);
}

/** Deletes every counter of `client` (an address or a user id), in all rules and windows: what a deleted account leaves. */
export async function deleteHitsOf(db: Kysely<DatabaseSchema>, client: string): Promise<void> {
  const pattern = `%:${client.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;
  await db
    .deleteFrom('rate_limit_hits')
    .where(sql<boolean>`key like ${pattern} escape '\\'`)
    .execute();
}
