import type { Kysely } from 'kysely';
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

/** The columns of the mock feature's `mock_sessions` a share of a mock interview is resolved by (owner, report). */
export type SharingMockColumns = {
  mock_sessions: {
    id: string;
    user_id: string;
    analysis_session_id: string | null;
  };
};

/** What sharing's repositories see: its own tables and the few columns of others it names. */
export type SharingDb = Kysely<SharingTables & SharingUserColumns & SharingMockColumns>;

/** The app's database seen as sharing's tables with better-auth's `user` table and the mock interviews' owners. */
export function withSharingUserTable(db: Kysely<DatabaseSchema>): SharingDb {
  // Kysely's type is invariant in its schema, so the narrower view of the same connection is a cast.
  return db as unknown as SharingDb;
}
