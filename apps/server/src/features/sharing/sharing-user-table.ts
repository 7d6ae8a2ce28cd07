import type { Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { SharingTables } from './sharing-tables.ts';

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

/** What sharing's repositories see: its own tables and the few columns of better-auth's `user` it names. */
export type SharingDb = Kysely<SharingTables & SharingUserColumns>;

/** The app's database seen as sharing's tables with better-auth's `user` table. */
export function withSharingUserTable(db: Kysely<DatabaseSchema>): SharingDb {
  return narrowedDatabase<SharingTables & SharingUserColumns>(db);
}
