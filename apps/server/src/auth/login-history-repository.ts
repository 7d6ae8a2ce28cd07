import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { LoginHistoryTable } from '../db/core-tables.ts';

export type LoginAttempt = Omit<LoginHistoryTable, 'id' | 'created_at'>;

/** Stores one sign-in attempt (success or failure). */
export async function recordLoginAttempt(db: Kysely<DatabaseSchema>, attempt: LoginAttempt, at = new Date()): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      id: randomUUID(),
      ...attempt,
      user_agent: attempt.user_agent?.slice(0, 512) ?? null,
      identifier: attempt.identifier?.slice(0, 255) ?? null,
      created_at: at.toISOString(),
    })
    .execute();
}

/** Why a sign-in that better-auth let through was refused afterwards: the account is not staff (/admin-login). */
export const NOT_STAFF_REASON = 'NOT_STAFF';

/**
 * Turns the user's newest successful sign-in by `method` into a failure: better-auth recorded the
 * password as accepted, but the app then refused the sign-in (and deleted its session).
 */
export async function markLatestSuccessRefused(db: Kysely<DatabaseSchema>, userId: string, method: string, reason: string): Promise<void> {
  const latest = await db
    .selectFrom('login_history')
    .select('id')
    .where('user_id', '=', userId)
    .where('method', '=', method)
    .where('status', '=', 'success')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) await db.updateTable('login_history').set({ status: 'failed', failure_reason: reason }).where('id', '=', latest.id).execute();
}

/** A user's most recent attempts, newest first. */
export async function listLoginHistory(db: Kysely<DatabaseSchema>, userId: string, limit = 20): Promise<LoginHistoryTable[]> {
  return db
    .selectFrom('login_history')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
