import type { Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/** Times are ISO-8601 UTC text on both dialects, like the other tables. */
export interface CoachMessagesTable {
  id: string;
  user_id: string;
  type: 'user' | 'bot';
  /** Markdown for bot messages; the trimmed question for user messages. */
  content: string;
  /** Bot messages: 'built-in' | 'local-model' | 'hosted-model' | 'fallback' ('model' in answers stored before the two were told apart). */
  source: string | null;
  created_at: string;
  /** 0 for a question, 1 for its answer: keeps a pair in order when both share a time stamp. */
  seq: number;
}

export interface CoachTables {
  coach_messages: CoachMessagesTable;
}

/** What the coach's repositories see: its own table; the user's analyses come through the analysis read model. */
export type CoachDb = Kysely<CoachTables>;

/** The app's database seen as the coach's table. */
export function coachDb(db: Kysely<DatabaseSchema>): CoachDb {
  return narrowedDatabase<CoachTables>(db);
}
