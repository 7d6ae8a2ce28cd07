import type { Kysely } from 'kysely';

/**
 * An upload link is used up by its first successful upload: `uploaded_at` is set when an upload to the key starts
 * (cleared again when it fails, so a failed upload may be retried) and `bytes` when it succeeded — the sum a user's
 * daily recording budget is counted from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mock_recordings').addColumn('uploaded_at', 'varchar(32)').execute();
  await db.schema.alterTable('mock_recordings').addColumn('bytes', 'bigint').execute();
}
