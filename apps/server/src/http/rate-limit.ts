import { TOO_MANY_REQUESTS } from '@rehearse/contract/auth-messages';
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';

export interface RateLimitRule {
  /** Names the bucket; one counter per name and client address. */
  name: string;
  windowSeconds: number;
  max: number;
}

let callsSinceCleanup = 0;

/** Counts one hit in the current fixed window and returns the count so far (shared by all processes via the database). */
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
  if (++callsSinceCleanup >= 200) {
    callsSinceCleanup = 0;
    await db.deleteFrom('rate_limit_hits').where('expires_at_ms', '<', now).execute();
  }
  return Number(row.hits);
}

/** 429 `{status:'error', message}` once a client exceeds `max` requests in a window. */
export function rateLimit(db: Kysely<DatabaseSchema>, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hits = await countHit(db, rule, c.get('clientIp'));
    if (hits > rule.max) {
      const windowMs = rule.windowSeconds * 1000;
      c.header('Retry-After', String(Math.ceil((windowMs - (Date.now() % windowMs)) / 1000)));
      return c.json({ status: 'error' as const, message: TOO_MANY_REQUESTS }, 429);
    }
    await next();
  };
}
