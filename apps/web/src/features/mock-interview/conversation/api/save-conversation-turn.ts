import { INTERVIEWER_PATHS, storedConversationTurnSchema, type ConversationTurnRecord, type StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/interviewer/sessions/{id}/turns/ — keeps one line of the conversation with the session. */
export function saveConversationTurn(sessionId: string, turn: ConversationTurnRecord): Promise<StoredConversationTurn> {
  return apiRequest(INTERVIEWER_PATHS.turns(sessionId), { method: 'POST', body: turn, schema: storedConversationTurnSchema });
}
