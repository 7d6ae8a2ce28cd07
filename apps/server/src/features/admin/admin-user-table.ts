import type { Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AdminTables } from './admin-tables.ts';

/** The columns of better-auth's `user` table the admin feature reads (better-auth migrates them). */
export type AdminUserColumns = {
  user: {
    id: string;
    name: string;
    email: string;
    role: string | null;
    /** 0/1 on SQLite. */
    banned: boolean | number | null;
    banReason: string | null;
    /** Date on PostgreSQL, ISO text on SQLite; null: no end. */
    banExpires: Date | string | null;
    user_type: string | null;
    analysis_credits: number | null;
    is_superuser: boolean | number | null;
    username: string | null;
    /** JSON text of the user's settings. */
    settings: string | null;
    /** Date on PostgreSQL, ISO text on SQLite. */
    createdAt: Date | string;
  };
};

/** The columns of better-auth's `session` table the admin feature reads: who holds which session. */
export type AdminSessionColumns = { session: { id: string; userId: string; token: string } };

/** What the admin feature's repositories see: its own tables and the columns of better-auth's `user` and `session` it names. */
export type AdminDb = Kysely<AdminTables & AdminUserColumns & AdminSessionColumns>;

/** The app's database seen as the admin feature's tables with better-auth's `user` and `session`. */
export function adminDb(db: Kysely<DatabaseSchema>): AdminDb {
  return narrowedDatabase<AdminTables & AdminUserColumns & AdminSessionColumns>(db);
}

/** better-auth's timestamps as ISO text on both dialects. */
export function isoOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** SQLite stores booleans as 0/1. */
export function isTrue(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
