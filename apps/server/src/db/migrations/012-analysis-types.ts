import type { Kysely } from 'kysely';

/** The analysis types a start request asked for (JSON array); 'llm' lets the job ask a configured model. Null on older sessions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analysis_sessions').addColumn('analysis_types', 'text').execute();
}
