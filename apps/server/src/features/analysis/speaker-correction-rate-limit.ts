import { TOO_MANY_CORRECTIONS } from '@rehearse/contract/speaker-correction';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { bySignedInUser, rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';

/**
 * Speaker corrections a user may make in a window, over all their analyses. Each one recomputes a result and writes
 * its report files again; a person trying the voices back and forth makes a handful, a script thousands.
 */
export const SPEAKER_CORRECTION_RATE_LIMIT: RateLimitRule = { name: 'speaker-correction-per-user', windowSeconds: 10 * 60, max: 30 };

/** After `requireUser`: 429 with Retry-After once the user passes the rule. */
export function limitSpeakerCorrections(db: Kysely<DatabaseSchema>, rule: RateLimitRule = SPEAKER_CORRECTION_RATE_LIMIT): MiddlewareHandler<AppEnv> {
  return rateLimit(db, rule, { clientOf: bySignedInUser, message: TOO_MANY_CORRECTIONS });
}
