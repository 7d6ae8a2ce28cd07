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
