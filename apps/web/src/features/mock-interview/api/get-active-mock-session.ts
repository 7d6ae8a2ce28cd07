import { MOCK_ERRORS } from './mock-api-errors.ts';
import { mockActiveSessionResponseSchema, mockUrls, type MockActiveSessionResponse } from '@rehearse/contract/mock-interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mockRequest } from './mock-request.ts';

/** GET /api/mock/active/ — the user's interview in progress, or `active: null`. */
export function getActiveMockSession(signal?: AbortSignal): Promise<MockActiveSessionResponse> {
  return mockRequest(mockUrls.active(), { schema: mockActiveSessionResponseSchema, failure: MOCK_ERRORS.getSession, signal });
}

export const activeMockSessionQuery = () =>
  queryOptions({
    queryKey: ['mock', 'active'],
    queryFn: ({ signal }) => getActiveMockSession(signal),
    // Another tab may have started or finished one: ask each time the setup screen shows; a failure only hides the offer.
    staleTime: 0,
    retry: false,
  });

/** The interview in progress, whichever tab or browser started it: the setup screen offers 'Resume interview' for it. */
export function useActiveMockSession() {
  return useQuery(activeMockSessionQuery());
}

/** After Finish there is none: the setup screen shown next ('Practice Again') must not offer the finished one. */
export const NO_ACTIVE_MOCK_SESSION: MockActiveSessionResponse = { success: true, active: null };
