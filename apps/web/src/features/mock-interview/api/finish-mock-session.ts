import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockFinishResponseSchema, mockUrls, type MockFinishResponse } from '@rehearse/contract/mock-interview';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client.ts';
import { mockRequest } from './mock-request.ts';

/** POST /api/mock/finish/ — one credit; 402 'No analysis credits left' keeps the answers. */
export async function finishMockSession(sessionId: string): Promise<MockFinishResponse> {
  const finished = await mockRequest(mockUrls.finish(), { method: 'POST', body: { session_id: sessionId }, schema: mockFinishResponseSchema, failure: MOCK_ERRORS.finish });
  // The user's credits changed on the server: let the session (and the dashboard card) refetch.
  authClient.$store.notify('$sessionSignal');
  return finished;
}

export function useFinishMockSession() {
  return useMutation({ mutationFn: finishMockSession });
}
