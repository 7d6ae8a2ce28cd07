import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import { backoffDelaySeconds, backoffKey, SIGN_IN_BACKOFF_POLICY } from './sign-in-backoff.ts';

/** Until when (epoch ms) the account behind `key` must wait before its next sign-in attempt; 0 when it need not. */
export async function blockedUntil(db: Kysely<DatabaseSchema>, key: string): Promise<number> {
  const row = await db.selectFrom('sign_in_backoff').select('blocked_until_ms').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.blocked_until_ms) : 0;
}

/**
 * Counts one failed sign-in (one statement, so parallel failures all count; failures older than the
 * policy's quiet period start the count again) and sets the wait that count earns.
 */
export async function recordFailedSignIn(db: Kysely<DatabaseSchema>, key: string, now = Date.now()): Promise<number> {
  const forgetBefore = now - SIGN_IN_BACKOFF_POLICY.forgetAfterSeconds * 1000;
  const row = await db
    .insertInto('sign_in_backoff')
    .values({ key, failures: 1, last_failure_at_ms: now, blocked_until_ms: 0 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`CASE WHEN sign_in_backoff.last_failure_at_ms < ${forgetBefore} THEN 1 ELSE sign_in_backoff.failures + 1 END`,
        last_failure_at_ms: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const failures = Number(row.failures);
  // A new count is rare (once per account and quiet hour): the moment to drop counters nobody failed on since.
  if (failures === 1) await db.deleteFrom('sign_in_backoff').where('last_failure_at_ms', '<', forgetBefore).execute();
  const delay = backoffDelaySeconds(failures);
  if (delay > 0) await db.updateTable('sign_in_backoff').set({ blocked_until_ms: now + delay * 1000 }).where('key', '=', key).execute();
  return failures;
}

/** A successful sign-in ends the back-off. */
export async function clearFailedSignIns(db: Kysely<DatabaseSchema>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_backoff').where('key', '=', key).execute();
}


/** Deletes the counters that name an account: its own, and its address typed before the account existed. */
export async function deleteSignInBackoffOf(db: Kysely<DatabaseSchema>, userId: string, email: string | null): Promise<void> {
  const keys = [backoffKey(userId, ''), ...(email ? [backoffKey(null, email)] : [])];
  await db.deleteFrom('sign_in_backoff').where('key', 'in', keys).execute();
}
