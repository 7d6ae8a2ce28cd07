import type { Kysely } from 'kysely';

/**
 * Mock-interview recordings join the retention sweep: when it deleted an answer's recording (the
 * answer and its analysis stay), and the index the sweep walks — recordings still stored, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mock_answers').addColumn('media_deleted_at', 'varchar(32)').execute();
  await db.schema.createIndex('mock_answers_retention').on('mock_answers').columns(['media_deleted_at', 'updated_at']).execute();
}
