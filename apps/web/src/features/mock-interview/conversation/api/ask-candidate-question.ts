import type { CandidateQuestionTopic } from '@rehearse/contract/interview-conversation';
import { MOCK_CANDIDATE_QUESTION_PATH, mockCandidateQuestionResponseSchema, type MockCandidateQuestionResponse } from '@rehearse/contract/mock-candidate-question';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/mock/candidate-question/ — the interviewer's answer to the candidate's question at the close, from the posting. */
export function askCandidateQuestion(
  sessionId: string,
  question: string,
  topic: CandidateQuestionTopic,
  signal?: AbortSignal,
): Promise<MockCandidateQuestionResponse> {
  return apiRequest(MOCK_CANDIDATE_QUESTION_PATH, {
    method: 'POST',
    body: { session_id: sessionId, question, topic },
    schema: mockCandidateQuestionResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
