import { TOO_MANY_UPLOADS_MESSAGE } from '@rehearse/contract/upload-limits';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { bySignedInUser, rateLimit, type RateLimitRule } from './rate-limit.ts';

/**
 * Uploads a user may send in a window, counted per user (not per address: one account on many
 * addresses is the case to stop). Generous for people, tight for a script filling the disk.
 */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { name: 'upload-per-user', windowSeconds: 10 * 60, max: 20 };

/** After `requireUser`: 429 with Retry-After once the user passes the rule; counted before the body is read. */
export function limitUploadRate(db: Kysely<DatabaseSchema>, rule: RateLimitRule = UPLOAD_RATE_LIMIT): MiddlewareHandler<AppEnv> {
  return rateLimit(db, rule, { clientOf: bySignedInUser, message: TOO_MANY_UPLOADS_MESSAGE, closeConnection: true });
}
