import type { ConversationSpeaker, TurnEndReason } from '@rehearse/contract/interview-conversation';

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
