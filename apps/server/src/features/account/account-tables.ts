import type { Kysely } from 'kysely';
import type { CoreTables } from '../../db/core-tables.ts';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AuthRowTables } from './auth-rows.ts';

/**
 * Object-store keys of deleted accounts whose files could not be deleted yet (the store was down).
 * A key is written before the rows naming it are deleted and removed once the file is gone, so a
 * failure or crash never leaves a file nobody knows about. No user id: the account is already gone.
 */
export interface AccountObjectPurgesTable {
  key: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

export interface AccountTables {
  account_object_purges: AccountObjectPurgesTable;
}

/** What the account feature's SQL sees: its own table, the sign-in history the auth layer writes, and better-auth's tables. */
export type AccountDb = Kysely<AccountTables & Pick<CoreTables, 'login_history'> & AuthRowTables>;

/** The app's database seen as the account feature's tables. */
export function accountDb(db: Kysely<DatabaseSchema>): AccountDb {
  return narrowedDatabase<AccountTables & Pick<CoreTables, 'login_history'> & AuthRowTables>(db);
}
