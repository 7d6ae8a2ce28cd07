import { createRoute } from '@hono/zod-openapi';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import type { AppDeps } from '../../http/app-deps.ts';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { countAdminStats } from './admin-stats-repository.ts';
import { requireAdmin } from './require-admin.ts';

const statsRoute = createRoute({
  method: 'get',
  path: '/stats/',
  summary: 'Account counts for the staff dashboard',
  tags: ['admin'],
  responses: {
    200: { description: 'Counts', content: { 'application/json': { schema: adminStatsResponseSchema } } },
    401: errorResponse('No valid staff token or session'),
    403: errorResponse('Signed in, but without admin access'),
  },
});

/** `/api/admin/*`: every route behind requireAdmin (reads need staff, changes need an admin). */
export function adminRoutes({ auth, database }: AppDeps) {
  const router = createRouter();
  router.use('*', requireAdmin(auth));
  router.openapi(statsRoute, async (c) => c.json({ status: 'success' as const, stats: await countAdminStats(database) }, 200));
  return router;
}
