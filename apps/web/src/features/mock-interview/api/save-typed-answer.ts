import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerResponseSchema, type MockTypedAnswerRequest, type MockTypedAnswerResponse } from '@rehearse/contract/mock-typed-answer';
import { useMutation } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';
import { TYPED_ANSWER_TEXTS } from '../../../lib/typed-answer-texts.ts';

/** POST /api/mock/typed-answer/ — an answer typed instead of recorded, judged at once on its content. */
export function saveTypedAnswer(body: MockTypedAnswerRequest): Promise<MockTypedAnswerResponse> {
  return mockRequest(MOCK_TYPED_ANSWER_PATH, { method: 'POST', body, schema: mockTypedAnswerResponseSchema, failure: TYPED_ANSWER_TEXTS.saveFailed });
}

export function useSaveTypedAnswer() {
  return useMutation({ mutationFn: saveTypedAnswer });
}
