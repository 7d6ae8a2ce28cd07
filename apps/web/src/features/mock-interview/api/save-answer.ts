import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockAnswerResponseSchema, mockUrls, type MockAnswerRequest, type MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/answer/ — a recorded answer (queued for analysis at once) or a skip. */
export function saveAnswer(body: MockAnswerRequest): Promise<MockAnswerResponse> {
  return mockRequest(mockUrls.answer(), { method: 'POST', body, schema: mockAnswerResponseSchema, failure: MOCK_ERRORS.saveAnswer });
}

export function useSaveAnswer() {
  return useMutation({ mutationFn: saveAnswer });
}
