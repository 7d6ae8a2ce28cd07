import { CLOSING_SUMMARY_MAX_WORDS_CHARS, MOCK_CLOSING_SUMMARY_PATH, mockClosingSummaryResponseSchema, type MockClosingSummaryResponse } from '@rehearse/contract/mock-closing-summary';
import type { HeardAnswer } from '@rehearse/interviewer/conversation/conversation-controller';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/mock/closing-summary/ — what the interviewer says of the answers before its goodbye. */
export function askClosingSummary(sessionId: string, answers: readonly HeardAnswer[], signal?: AbortSignal): Promise<MockClosingSummaryResponse> {
  return apiRequest(MOCK_CLOSING_SUMMARY_PATH, {
    method: 'POST',
    body: { session_id: sessionId, answers: answers.map((a) => ({ question_key: a.questionKey, words: a.words.slice(0, CLOSING_SUMMARY_MAX_WORDS_CHARS) })) },
    schema: mockClosingSummaryResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
