import type { ConversationSpeaker, TurnEndReason } from '@rehearse/contract/interview-conversation';
import type { Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/** One turn of a spoken mock interview (migration 029). Times are seconds from the session's start. */
export interface MockConversationTurnsTable {
  session_id: string;
  seq: number;
  speaker: ConversationSpeaker;
  started_at: number;
  ended_at: number;
  text: string;
  question_key: string | null;
  ended_by: TurnEndReason | null;
  created_at: string;
}

export interface InterviewerTables {
  mock_conversation_turns: MockConversationTurnsTable;
}

/** What the interviewer's repositories see: its own tables only; whose session it is comes from the mock feature's port. */
export type InterviewerDb = Kysely<InterviewerTables>;

/** The app's database seen as the interviewer's tables. */
export function interviewerTablesOf(db: Kysely<DatabaseSchema>): InterviewerDb {
  return narrowedDatabase<InterviewerTables>(db);
}
