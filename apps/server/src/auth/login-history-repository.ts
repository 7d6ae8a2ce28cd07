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
