import { createRoute } from '@hono/zod-openapi';
import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerRequestSchema, mockTypedAnswerResponseSchema } from '@rehearse/contract/mock-typed-answer';
import { TYPED_ANSWER_MAX_CHARS } from '@rehearse/contract/typed-answer';
import { jsonBody, jsonResponse } from '../../http/openapi-content.ts';
import { mockRoutePath } from './mock-route-definitions.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** POST /api/mock/typed-answer/ as the OpenAPI document declares it. */
export const typedAnswerRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_TYPED_ANSWER_PATH),
  summary: `Save an answer typed instead of recorded (at most ${TYPED_ANSWER_MAX_CHARS} characters), judged at once on its content against its question; it replaces the question’s current answer and has no video or audio scores (content only)`,
  tags: ['mock'],
  request: jsonBody(mockTypedAnswerRequestSchema),
  responses: {
    200: jsonResponse(mockTypedAnswerResponseSchema, 'Saved, with its content in `answer.typed`'),
    400: error(`Empty or longer than ${TYPED_ANSWER_MAX_CHARS} characters, or an invalid request`),
    401: error('Not signed in'),
    404: error('Unknown mock interview session or question, or another user’s'),
    409: error('The session is already finished'),
    422: error('The session’s saved data could not be read'),
  },
});
