import { MOCK_POSTING_QUESTIONS_PATH, mockPostingQuestionsResponseSchema, type MockPostingQuestionsResponse } from '@rehearse/contract/mock-posting-questions';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/mock/posting-questions/ — the running interview takes up the posting questions written after it started. */
export function takeUpPostingQuestions(sessionId: string, currentIndex: number): Promise<MockPostingQuestionsResponse> {
  return apiRequest(MOCK_POSTING_QUESTIONS_PATH, { method: 'POST', body: { session_id: sessionId, current_index: currentIndex }, schema: mockPostingQuestionsResponseSchema });
}
