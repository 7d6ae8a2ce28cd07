import type { AdminStats } from '@rehearse/contract/admin-stats';
import { sql, type Kysely } from 'kysely';
import type { AuthTables } from '../../auth/auth-tables.ts';
import type { Database } from '../../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type AccountCounts = Pick<AdminStats, 'total_users' | 'verified_users' | 'admins' | 'superusers' | 'banned_users' | 'new_users_last_7_days' | 'active_sessions'>;

/** Real account counts for the staff dashboard. */
export async function countAccounts(database: Database, now = new Date()): Promise<AccountCounts> {
  // Only better-auth's tables: Kysely's type is invariant in its schema, so the narrower view is a cast.
  const db = database.db as unknown as Kysely<AuthTables>;
  // better-sqlite3 rejects JS booleans as parameters; literals work on both dialects.
  const yes = sql.lit(database.dialect === 'sqlite' ? 1 : true);
  const weekAgo = authTime(database, new Date(now.getTime() - 7 * DAY_MS));
  const users = await db
    .selectFrom('user')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_users'),
      eb.fn.sum<number>(eb.case().when('emailVerified', '=', yes).then(1).else(0).end()).as('verified_users'),
      eb.fn.sum<number>(eb.case().when('role', '=', 'admin').then(1).else(0).end()).as('admins'),
      eb.fn.sum<number>(eb.case().when('is_superuser', '=', yes).then(1).else(0).end()).as('superusers'),
      eb.fn.sum<number>(eb.case().when('banned', '=', yes).then(1).else(0).end()).as('banned_users'),
      eb.fn.sum<number>(eb.case().when('createdAt', '>=', weekAgo).then(1).else(0).end()).as('new_users_last_7_days'),
    ])
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('expiresAt', '>', authTime(database, now))
    .executeTakeFirstOrThrow();
  return {
    total_users: Number(users.total_users),
    verified_users: Number(users.verified_users ?? 0),
    admins: Number(users.admins ?? 0),
    superusers: Number(users.superusers ?? 0),
    banned_users: Number(users.banned_users ?? 0),
    new_users_last_7_days: Number(users.new_users_last_7_days ?? 0),
    active_sessions: Number(sessions.active),
  };
}

/** A time as better-auth stores it: timestamp on PostgreSQL, ISO text on SQLite. */
function authTime(database: Database, time: Date): Date | string {
  return database.dialect === 'postgres' ? time : time.toISOString();
}
