import { MOCK_COUNTED_ATTEMPT_PATH, mockCountedAttemptResponseSchema, type MockCountedAttemptRequest, type MockCountedAttemptResponse } from '@rehearse/contract/mock-counted-attempt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { COUNTED_ATTEMPT_TEXTS } from './counted-attempt-texts.ts';

/** POST /api/mock/counted-attempt/ — which attempt of a retaken question counts (by the interview's id or its report's). */
export function chooseCountedAttempt(body: MockCountedAttemptRequest): Promise<MockCountedAttemptResponse> {
  return apiRequest(MOCK_COUNTED_ATTEMPT_PATH, { method: 'POST', body, schema: mockCountedAttemptResponseSchema });
}

/**
 * Chooses the attempt that counts, says so, and reads everything again: the choice changes the report, its scores and
 * every list or dashboard that shows them, whichever screen made it.
 */
export function useChooseCountedAttempt(onChosen?: (response: MockCountedAttemptResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCountedAttempt,
    onSuccess: async (response) => {
      onChosen?.(response);
      notify.success(COUNTED_ATTEMPT_TEXTS.saved(response.counted_attempt));
      await queryClient.invalidateQueries();
    },
    onError: (error) => notify.error(error.message || COUNTED_ATTEMPT_TEXTS.failed),
  });
}
