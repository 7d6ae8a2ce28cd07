import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The columns of better-auth's `user` table sharing reads (better-auth migrates them). */
export type SharingUserColumns = {
  user: {
    id: string;
    name: string;
    email: string;
    /** JSON text of the user's settings (privacy.profileVisible). */
    settings: string | null;
  };
};

export type SharingDb = Kysely<SharingUserColumns & DatabaseSchema>;

/** The app's database seen with better-auth's `user` table. */
export function withSharingUserTable(db: Kysely<DatabaseSchema>): SharingDb {
  return db.withTables<SharingUserColumns>();
}
