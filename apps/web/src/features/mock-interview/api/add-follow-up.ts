import { mockFollowUpResponseSchema, mockUrls, type MockFollowUpResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { mockRequest } from './mock-request.ts';

/**
 * POST /api/mock/follow-up/ — adds the suggested follow-up of an analysed answer right after its question; `transcript`:
 * the words heard while a spoken answer was given, judged while its analysis is not done.
 */
export function addFollowUp({ sessionId, questionKey, transcript }: { sessionId: string; questionKey: string; transcript?: string }): Promise<MockFollowUpResponse> {
  return mockRequest(mockUrls.followUp(), {
    method: 'POST',
    body: { session_id: sessionId, question_key: questionKey, ...(transcript ? { transcript } : {}) },
    schema: mockFollowUpResponseSchema,
    failure: MOCK_SCREEN_TEXTS.followUpFailed,
  });
}

export function useAddFollowUp() {
  return useMutation({ mutationFn: addFollowUp });
}
