import type { Kysely } from 'kysely';
import { narrowedDatabase, sameConnectionAs, type HeldConnection } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The columns of better-auth's `user` table this feature reads and writes (better-auth migrates them). */
export type UserColumns = {
  user: {
    id: string;
    email: string;
    name: string;
    analysis_credits: number | null;
    /** JSON text of the spec's settings (see auth/user-fields.ts). */
    settings: string | null;
  };
};

/** The app's database seen with the `user` table's columns (better-auth's table is not in the app's schema). */
export function withUserTable(db: Kysely<DatabaseSchema>): Kysely<UserColumns> {
  return narrowedDatabase<UserColumns>(db);
}

/** A caller's transaction (in whichever feature's view it holds it) seen with the `user` table's columns. */
export function userTableWithin(db: HeldConnection): Kysely<UserColumns> {
  return sameConnectionAs<UserColumns>(db);
}
