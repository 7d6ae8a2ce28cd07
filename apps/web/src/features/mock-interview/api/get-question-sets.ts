import { questionSetsResponseSchema, type QuestionSetsResponse } from '@rehearse/contract/mock-question-sets';
import { mockUrls } from '@rehearse/contract/mock-interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/mock/question-sets/ — the sets the start screen offers. */
export function getQuestionSets(signal?: AbortSignal): Promise<QuestionSetsResponse> {
  return apiRequest(mockUrls.questionSets(), { schema: questionSetsResponseSchema, signal });
}

export const questionSetsQuery = () =>
  queryOptions({
    queryKey: ['mock', 'question-sets'],
    queryFn: ({ signal }) => getQuestionSets(signal),
    // The sets ship with the server: they change only with a release.
    staleTime: Infinity,
  });

export function useQuestionSets() {
  return useQuery(questionSetsQuery());
}
