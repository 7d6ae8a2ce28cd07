import type { Kysely } from 'kysely';

/** The folder every stored report file lived under (`reports/{session}/…`); nothing is written there any more. */
export const STORED_REPORTS_FOLDER = 'reports/';

/**
 * Report files are made from the stored result when they are asked for (decision 060), so the copies written at
 * analysis time and by speaker corrections are removed: the whole folder is handed to the pending-deletion table that
 * the object purge job works through (migrations run before the object store is opened). Rows keep `report_files`,
 * the names each analysis offers; a name's file is made from the row's `result`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('account_object_purges')
    .values({ key: STORED_REPORTS_FOLDER, attempts: 0, last_error: null, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
