import { MOCK_ERRORS } from '@rehearse/contract/mock-constants';
import { mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/start/ — a new session or the active one resumed. */
export function startMockSession(): Promise<MockStartResponse> {
  return mockRequest(mockUrls.start(), { method: 'POST', body: {}, schema: mockStartResponseSchema, failure: MOCK_ERRORS.startSession });
}
