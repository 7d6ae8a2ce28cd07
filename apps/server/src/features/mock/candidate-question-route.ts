import { createRoute } from '@hono/zod-openapi';
import { MOCK_CANDIDATE_QUESTION_PATH, mockCandidateQuestionRequestSchema, mockCandidateQuestionResponseSchema } from '@rehearse/contract/mock-candidate-question';
import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { jsonBody, jsonResponse } from '../../http/openapi-content.ts';
import { mockRoutePath } from './mock-route-definitions.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** POST /api/mock/candidate-question/ as the OpenAPI document declares it. */
export const candidateQuestionRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_CANDIDATE_QUESTION_PATH),
  summary:
    'At the close of a spoken interview, the interviewer’s answer to a question the candidate asked: from the job posting by the built-in rules, or by the language model when one is configured (the rules when it fails); `reply` null when there is nothing to go on',
  tags: ['mock'],
  request: jsonBody(mockCandidateQuestionRequestSchema),
  responses: {
    200: jsonResponse(mockCandidateQuestionResponseSchema, 'The reply, and what it came from'),
    400: error('An invalid request'),
    401: error('Not signed in'),
    404: error('Unknown mock interview session, or another user’s'),
    409: error('The session is already finished'),
    422: error('The session’s saved data could not be read'),
  },
});
