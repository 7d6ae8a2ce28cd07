import type { InterviewerPersona } from '@rehearse/contract/interview-conversation';
import { mockFollowUpResponseSchema, mockUrls, type MockFollowUpResponse } from '@rehearse/contract/mock-interview';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * POST /api/mock/follow-up/ from the conversation: the follow-up of an answer, judged on the words heard while it was
 * given when its analysis is not done, and pressed for specifics by a tough interviewer. `judgeOnly`: the heard words
 * judged and no follow-up added, for Practice's note on an answer that takes none.
 */
export function addConversationFollowUp(input: { sessionId: string; questionKey: string; transcript?: string; persona: InterviewerPersona; judgeOnly?: boolean }): Promise<MockFollowUpResponse> {
  return apiRequest(mockUrls.followUp(), {
    method: 'POST',
    body: {
      session_id: input.sessionId,
      question_key: input.questionKey,
      persona: input.persona,
      ...(input.transcript ? { transcript: input.transcript } : {}),
      ...(input.judgeOnly ? { judge_only: true } : {}),
    },
    schema: mockFollowUpResponseSchema,
  });
}
