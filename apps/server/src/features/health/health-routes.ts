import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/app-deps.ts';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database check',
  tags: ['health'],
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
    503: errorResponse('Database unreachable'),
  },
});

/** `GET /api/health`. */
export function healthRoutes({ database }: AppDeps) {
  const router = createRouter();
  router.openapi(healthRoute, async (c) => {
    try {
      await sql`select 1`.execute(database.db);
    } catch {
      return c.json({ status: 'error' as const, message: 'Database unavailable' }, 503);
    }
    return c.json({ status: 'ok' as const }, 200);
  });
  return router;
}
