import { createRoute } from '@hono/zod-openapi';
import { MOCK_CLOSING_SUMMARY_PATH, mockClosingSummaryRequestSchema, mockClosingSummaryResponseSchema } from '@rehearse/contract/mock-closing-summary';
import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { jsonBody, jsonResponse } from '../../http/openapi-content.ts';
import { mockRoutePath } from './mock-route-definitions.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** POST /api/mock/closing-summary/ as the OpenAPI document declares it. */
export const closingSummaryRoute = createRoute({
  method: 'post',
  path: mockRoutePath(MOCK_CLOSING_SUMMARY_PATH),
  summary:
    'At the end of a spoken interview, before the goodbye, the interviewer’s short summary of how it went: from the words heard of each answer by the built-in content rules, or by the language model when one is configured (the rules when it fails)',
  tags: ['mock'],
  request: jsonBody(mockClosingSummaryRequestSchema),
  responses: {
    200: jsonResponse(mockClosingSummaryResponseSchema, 'The summary, and what it came from'),
    400: error('An invalid request'),
    401: error('Not signed in'),
    404: error('Unknown mock interview session or question, or another user’s'),
    409: error('The session is already finished'),
    422: error('The session’s saved data could not be read'),
  },
});
