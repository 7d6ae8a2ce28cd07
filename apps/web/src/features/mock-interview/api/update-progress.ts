import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockSuccessResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/progress/ */
export async function updateProgress({ sessionId, index }: { sessionId: string; index: number }): Promise<void> {
  await mockRequest(mockUrls.progress(), {
    method: 'POST',
    body: { session_id: sessionId, current_index: index },
    schema: mockSuccessResponseSchema,
    failure: MOCK_ERRORS.progress,
  });
}

/** A failed progress update is only logged (spec): the user still moves on. */
export function useUpdateProgress() {
  return useMutation({ mutationFn: updateProgress, onError: (error) => console.warn(error) });
}
