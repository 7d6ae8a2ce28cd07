import { conversationTurnsResponseSchema, INTERVIEWER_PATHS, type ConversationTurnsResponse } from '@rehearse/contract/interview-conversation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/interviewer/sessions/{id}/turns/ — the spoken conversation kept with a mock session. */
export function getConversationTurns(sessionId: string): Promise<ConversationTurnsResponse> {
  return apiRequest(INTERVIEWER_PATHS.turns(sessionId), { schema: conversationTurnsResponseSchema });
}

export function useConversationTurns(sessionId: string) {
  return useQuery({ queryKey: ['interviewer', 'turns', sessionId], queryFn: () => getConversationTurns(sessionId), retry: false });
}
