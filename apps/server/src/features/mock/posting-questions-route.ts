import { createRoute } from '@hono/zod-openapi';
import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { MOCK_POSTING_QUESTIONS_PATH, mockPostingQuestionsRequestSchema, mockPostingQuestionsResponseSchema } from '@rehearse/contract/mock-posting-questions';
import { jsonBody, jsonResponse } from '../../http/openapi-content.ts';
import { mockRoutePath } from './mock-route-definitions.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** POST /api/mock/posting-questions/ as the OpenAPI document declares it. */
export const postingQuestionsRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_POSTING_QUESTIONS_PATH),
  summary:
    'The running interview takes up the questions the language model wrote for its job posting after it started: they replace bank questions it has not reached (never one asked or answered), once; `state` says whether they were taken up now, are still being written, or there are none to wait for',
  tags: ['mock'],
  request: jsonBody(mockPostingQuestionsRequestSchema),
  responses: {
    200: jsonResponse(mockPostingQuestionsResponseSchema, 'The session’s questions and answers as they now are'),
    400: error('An invalid request, or a question index outside the interview'),
    401: error('Not signed in'),
    404: error('Unknown mock interview session, or another user’s'),
    409: error('The session is already finished'),
    422: error('The session’s saved data could not be read'),
  },
});
