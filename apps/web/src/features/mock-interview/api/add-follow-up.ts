import { mockFollowUpResponseSchema, mockUrls, type MockFollowUpResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/follow-up/ — adds the suggested follow-up of an analysed answer right after its question. */
export function addFollowUp({ sessionId, questionKey }: { sessionId: string; questionKey: string }): Promise<MockFollowUpResponse> {
  return mockRequest(mockUrls.followUp(), {
    method: 'POST',
    body: { session_id: sessionId, question_key: questionKey },
    schema: mockFollowUpResponseSchema,
    failure: MOCK_SCREEN_TEXTS.followUpFailed,
  });
}

export function useAddFollowUp() {
  return useMutation({ mutationFn: addFollowUp });
}
