import { createRoute, z } from '@hono/zod-openapi';
import { mockErrorSchema, type MockSessionResponse } from '@rehearse/contract/mock-interview';
import { PROGRESS_EVENT_PATHS } from '@rehearse/contract/progress-events';
import type { Context } from 'hono';
import { jobEventStream } from '../../http/job-event-stream.ts';
import { jsonResponse } from '../../http/openapi-content.ts';
import { analysisTopic, mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';
import { mockRoutePath } from './mock-route-definitions.ts';
import type { MockService } from './mock-service.ts';

const error = (description: string) => jsonResponse(mockErrorSchema, description);

/** GET /api/mock/session/{id}/events/ as the OpenAPI document declares it. */
export const sessionEventsRoute = createRoute({
  method: 'get',
  path: mockRoutePath(PROGRESS_EVENT_PATHS.mockSession),
  summary:
    'A mock interview session as server-sent events: a `status` event with the session endpoint’s JSON each time an answer’s analysis or the report moves, a comment line as heartbeat, and the end once the report is completed or failed',
  tags: ['mock'],
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: { description: 'An event stream (`text/event-stream`)' },
    401: error('Not signed in'),
    404: error('Unknown mock interview session or question, or another user’s'),
    422: error('The session’s saved data could not be read'),
  },
});

/** The report has an outcome: nothing of the session changes any more. */
const settled = (s: MockSessionResponse): boolean => s.data.analysis?.status === 'completed' || s.data.analysis?.status === 'failed';

/** Its answers' analyses, and once finished its report's. */
const topicsOf = (id: string) => (s: MockSessionResponse): string[] =>
  s.data.analysis ? [mockSessionTopic(id), analysisTopic(s.data.analysis.session_id)] : [mockSessionTopic(id)];

/**
 * The session as `GET /api/mock/session/{id}/` answers it, each time it changes (an answer's analysis moved or
 * ended, the report moved), until the report has an outcome. A foreign or unknown id throws that route's 404 first.
 */
export async function mockSessionEvents(c: Context, service: MockService, userId: string, id: string): Promise<Response> {
  const first = await service.session(userId, id);
  return jobEventStream(c, { first, read: () => service.session(userId, id), settled, topics: topicsOf(id), signals: progressSignals });
}
