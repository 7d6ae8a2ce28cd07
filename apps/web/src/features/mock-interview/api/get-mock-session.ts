import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockSessionResponseSchema, mockUrls, type MockSessionResponse } from '@rehearse/contract/mock-interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';

/** GET /api/mock/session/{id}/ */
export function getMockSession(id: string, signal?: AbortSignal): Promise<MockSessionResponse> {
  return mockRequest(mockUrls.session(id), { schema: mockSessionResponseSchema, failure: MOCK_ERRORS.getSession, signal });
}

export const mockSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['mock', 'session', id],
    queryFn: ({ signal }) => getMockSession(id, signal),
    // A stored id that no longer answers is simply not resumable: no retries before the device check shows.
    retry: false,
    staleTime: 0,
  });

/** The stored interview, to offer 'Resume interview' while it is active; idle without an id. */
export function useMockSession(id: string | null) {
  return useQuery({ ...mockSessionQuery(id ?? ''), enabled: id !== null });
}
