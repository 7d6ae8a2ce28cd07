import { createRoute } from '@hono/zod-openapi';
import { PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';
import { HEALTH_PART_NAMES, HEALTH_PARTS, healthDownSchema, healthOkSchema } from '@rehearse/contract/health';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { relativeTo } from '../../http/openapi-content.ts';
import { runHealthChecks } from './health-checks.ts';

const healthRoute = createRoute({
  method: 'get',
  path: relativeTo(PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS.health),
  summary: 'Readiness: database, object store and job queue',
  tags: ['health'],
  responses: {
    200: { description: 'Every part answers', content: { 'application/json': { schema: healthOkSchema } } },
    503: { description: 'A part is down; the message names it', content: { 'application/json': { schema: healthDownSchema } } },
  },
});

/** `GET /api/health`. */
export function healthRoutes({ database, objects, queue }: Pick<ServerPorts, 'database' | 'objects' | 'queue'>) {
  const router = createRouter();
  router.openapi(healthRoute, async (c) => {
    const checks = await runHealthChecks({ database, objects, queue });
    const down = HEALTH_PARTS.filter((part) => checks[part] === 'down');
    if (down.length === 0) return c.json({ status: 'ok' as const, checks }, 200);
    return c.json({ status: 'error' as const, message: `Unavailable: ${down.map((part) => HEALTH_PART_NAMES[part]).join(', ')}`, checks }, 503);
  });
  return router;
}
