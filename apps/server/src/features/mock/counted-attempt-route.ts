import { createRoute } from '@hono/zod-openapi';
import { MOCK_COUNTED_ATTEMPT_PATH, mockCountedAttemptRequestSchema, mockCountedAttemptResponseSchema } from '@rehearse/contract/mock-counted-attempt';
import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { jsonBody, jsonResponse } from '../../http/openapi-content.ts';
import { mockRoutePath } from './mock-route-definitions.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** POST /api/mock/counted-attempt/ as the OpenAPI document declares it. */
export const countedAttemptRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_COUNTED_ATTEMPT_PATH),
  summary:
    'Choose which attempt of a retaken question counts (the latest does until then): its figures become the question’s in the report and the overall; after Finish the report and its scores are made again',
  tags: ['mock'],
  request: jsonBody(mockCountedAttemptRequestSchema),
  responses: {
    200: jsonResponse(mockCountedAttemptResponseSchema, 'Chosen; the session’s answers, and whether the report was made again'),
    400: error('Invalid request'),
    401: error('Not signed in'),
    404: error('Unknown mock interview session, question or attempt, or another user’s'),
    409: error('A skipped attempt, or one whose analysis failed'),
    422: error('The session’s saved data could not be read'),
  },
});
