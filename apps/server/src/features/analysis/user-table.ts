import type { Kysely } from 'kysely';
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
  return db.withTables<UserColumns>() as unknown as Kysely<UserColumns>;
}
