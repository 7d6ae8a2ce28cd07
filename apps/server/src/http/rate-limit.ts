import { TOO_MANY_REQUESTS } from '@rehearse/contract/auth-messages';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { countHit, windowRemainingMs, type RateLimitRule } from './rate-limit-repository.ts';

export type { RateLimitRule } from './rate-limit-repository.ts';

export interface RateLimitOptions {
  /** Whom the limit counts: the client address by default; `bySignedInUser` after requireUser. */
  clientOf?: (c: Context<AppEnv>) => string;
  /** The 429 answer's message; the generic 'Too many requests' by default. */
  message?: string;
  /** Close the connection with the 429, so an unread request body (an upload) is not read to its end. */
  closeConnection?: boolean;
}

/** `clientOf` that counts the signed-in user, whatever the address (after requireUser). */
export const bySignedInUser = (c: Context<AppEnv>): string => c.var.user.id;

/**
 * 429 `{status:'error', message}` with Retry-After once a client exceeds `rule.max` requests in a
 * window of `rule.windowSeconds`. Usage: `router.use('/path/', rateLimit(database.db, { name, windowSeconds, max }))`.
 */
export function rateLimit(db: Kysely<DatabaseSchema>, rule: RateLimitRule, options: RateLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const clientOf = options.clientOf ?? ((c: Context<AppEnv>) => c.get('clientIp'));
  return async (c, next) => {
    const hits = await countHit(db, rule, clientOf(c));
    if (hits > rule.max) {
      c.header('Retry-After', String(Math.ceil(windowRemainingMs(rule) / 1000)));
      if (options.closeConnection) c.header('Connection', 'close');
      return c.json({ status: 'error' as const, message: options.message ?? TOO_MANY_REQUESTS }, 429);
    }
    await next();
  };
}
