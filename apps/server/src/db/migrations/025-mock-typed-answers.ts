import type { Kysely } from 'kysely';

/**
 * An answer may be typed instead of recorded: its text, and the content judged from it (JSON of the contract's
 * AnswerContent), on the question's answer and on its earlier attempts. Both null for recorded and skipped answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mock_answers', 'mock_answer_attempts']) {
    await db.schema.alterTable(table).addColumn('typed_text', 'text').execute();
    await db.schema.alterTable(table).addColumn('typed_content', 'text').execute();
  }
}
