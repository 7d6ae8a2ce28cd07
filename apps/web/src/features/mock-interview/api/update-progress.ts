import { MOCK_ERRORS } from '@rehearse/contract/mock-constants';
import { mockSuccessResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/progress/ */
export async function updateProgress(sessionId: string, currentIndex: number): Promise<void> {
  await mockRequest(mockUrls.progress(), {
    method: 'POST',
    body: { session_id: sessionId, current_index: currentIndex },
    schema: mockSuccessResponseSchema,
    failure: MOCK_ERRORS.progress,
  });
}
