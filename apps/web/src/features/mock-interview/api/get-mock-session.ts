import { MOCK_ERRORS } from '@rehearse/contract/mock-constants';
import { mockSessionResponseSchema, mockUrls, type MockSessionResponse } from '@rehearse/contract/mock-interview';
import { mockRequest } from './mock-request.ts';

/** GET /api/mock/session/{id}/ */
export function getMockSession(id: string): Promise<MockSessionResponse> {
  return mockRequest(mockUrls.session(id), { schema: mockSessionResponseSchema, failure: MOCK_ERRORS.getSession });
}
