import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockStartResponseSchema, mockUrls, type MockStartRequest, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/start/ — a new session (its first question of `request.competency` when given) or the active one resumed. */
export function startMockSession(request: MockStartRequest = {}): Promise<MockStartResponse> {
  return mockRequest(mockUrls.start(), { method: 'POST', body: request, schema: mockStartResponseSchema, failure: MOCK_ERRORS.startSession });
}

export function useStartMockSession() {
  return useMutation({ mutationFn: startMockSession });
}
