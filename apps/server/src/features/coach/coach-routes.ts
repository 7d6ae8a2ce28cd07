import { createRoute } from '@hono/zod-openapi';
import {
  COACH_UNAVAILABLE,
  coachAskRequestSchema,
  coachAskResponseSchema,
  coachClearResponseSchema,
  coachErrorSchema,
  coachHistoryResponseSchema,
} from '@rehearse/contract/coach';
import { COACH_BASE_PATH, COACH_PATHS } from '@rehearse/contract/coach-paths';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { relativeTo } from '../../http/openapi-content.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { bySignedInUser, rateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { CoachRuntime } from './coach-runtime.ts';
import { CoachUnavailableError } from './coach-service.ts';

/** Per user, not per address: a model call costs real money or CPU. */
export const COACH_RATE_LIMIT = { name: 'coach-ask', windowSeconds: 60, max: 20 } as const;

const relative = (path: string): string => relativeTo(COACH_BASE_PATH, path);
const unavailable = { status: 'error' as const, message: COACH_UNAVAILABLE, success: false as const, error: COACH_UNAVAILABLE };

const askRoute = createRoute({
  method: 'post',
  path: relative(COACH_PATHS.ask),
  summary: 'Ask the coach. JSON by default; `Accept: text/event-stream` streams `engine` (who answers), `delta` events, then `done` (or `error`); closing the stream stops the answer.',
  tags: ['coach'],
  request: { body: { required: true, content: { 'application/json': { schema: coachAskRequestSchema } } } },
  responses: {
    200: {
      description: 'The answer',
      content: { 'application/json': { schema: coachAskResponseSchema }, 'text/event-stream': { schema: z.string().describe('engine {engine, model}, delta {text}… then done {CoachAskResponse} or error {message}') } },
    },
    400: errorResponse('Empty or too long question'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many questions'),
    503: { description: 'The model failed and no fallback is allowed', content: { 'application/json': { schema: coachErrorSchema } } },
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: relative(COACH_PATHS.history),
  summary: "The signed-in user's coach conversation, oldest first",
  tags: ['coach'],
  responses: { 200: { description: 'Messages', content: { 'application/json': { schema: coachHistoryResponseSchema } } }, 401: errorResponse('Not signed in') },
});

const clearRoute = createRoute({
  method: 'delete',
  path: relative(COACH_PATHS.history),
  summary: "Deletes the signed-in user's coach conversation",
  tags: ['coach'],
  responses: { 200: { description: 'Deleted', content: { 'application/json': { schema: coachClearResponseSchema } } }, 401: errorResponse('Not signed in') },
});

/** `POST /api/coach/ask/`, `GET|DELETE /api/coach/history/`. */
export function coachRoutes(deps: Pick<ServerPorts, 'auth' | 'database'> & { coach: CoachRuntime }) {
  const { service } = deps.coach;
  const router = createRouter();
  router.use('*', requireUser(deps.auth));
  router.post('/ask/', rateLimit(deps.database.db, COACH_RATE_LIMIT, { clientOf: bySignedInUser }));

  router.openapi(askRoute, async (c) => {
    const { question } = c.req.valid('json');
    const userId = c.get('user').id;
    if (c.req.header('accept')?.includes('text/event-stream')) {
      // The route's typed responses describe JSON only; an event stream is a plain Response.
      const events = streamSSE(c, async (stream) => {
        // The user's Stop closes the request: the model stops writing, and what it wrote is kept.
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        try {
          const done = await service.ask(userId, question, {
            signal: stop.signal,
            onEngine: (engine) => stream.writeSSE({ event: 'engine', data: JSON.stringify(engine) }),
            onText: (text) => stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
          });
          await stream.writeSSE({ event: 'done', data: JSON.stringify(done) });
        } catch (error) {
          const message = error instanceof CoachUnavailableError ? COACH_UNAVAILABLE : 'Failed to get response from coach';
          if (!(error instanceof CoachUnavailableError)) c.get('logger').error({ err: error }, 'Coach answer failed');
          await stream.writeSSE({ event: 'error', data: JSON.stringify({ message }) });
        }
      });
      return events as never;
    }
    try {
      return c.json(await service.ask(userId, question), 200);
    } catch (error) {
      if (error instanceof CoachUnavailableError) return c.json(unavailable, 503);
      throw error;
    }
  });
  router.openapi(historyRoute, async (c) => c.json({ success: true as const, messages: await service.history(c.get('user').id) }, 200));
  router.openapi(clearRoute, async (c) => c.json({ success: true as const, deleted: await service.clear(c.get('user').id) }, 200));
  return router;
}
