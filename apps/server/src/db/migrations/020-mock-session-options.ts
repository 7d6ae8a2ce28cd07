import type { Kysely } from 'kysely';

/**
 * Mock interviews of a chosen set, length and job posting: the set and length chosen, the
 * session's questions as asked (set questions, questions written for the posting, follow-ups added
 * later; JSON of the contract's MockQuestion[]), and the posting with the skills found in it (JSON
 * of MockPosting). All live in the session's row, so they go when the session is deleted. Sessions
 * made before keep `questions` null and are read from `question_keys` and the behavioural set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mock_sessions').addColumn('set_id', 'varchar(32)', (c) => c.notNull().defaultTo('behavioural')).execute();
  await db.schema.alterTable('mock_sessions').addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(10)).execute();
  await db.schema.alterTable('mock_sessions').addColumn('questions', 'text').execute();
  await db.schema.alterTable('mock_sessions').addColumn('job_description', 'text').execute();
}
