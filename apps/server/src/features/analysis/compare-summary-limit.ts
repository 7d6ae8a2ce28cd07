import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { countHit } from '../../http/rate-limit-repository.ts';

/**
 * Model-written compare summaries per user, counted like the coach's questions (a model call costs
 * money). Past it, compare still answers, with the built-in summary. An hour, so that someone
 * comparing again and again is not cut off for the model at once, while a script is.
 */
export const COMPARE_SUMMARY_RATE_LIMIT = { name: 'compare-summary', windowSeconds: 60 * 60, max: 20 } as const;

/** Counts one model summary of `userId`; answers whether it is still within the limit. */
export function compareSummaryAllowance(db: Kysely<DatabaseSchema>): (userId: string) => Promise<boolean> {
  return async (userId) => (await countHit(db, COMPARE_SUMMARY_RATE_LIMIT, userId)) <= COMPARE_SUMMARY_RATE_LIMIT.max;
}
