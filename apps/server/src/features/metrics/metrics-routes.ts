import type { AppDeps } from '../../http/app-deps.ts';
import { createRouter } from '../../http/create-router.ts';

/** `GET /metrics`: Prometheus text format. Keep it off the public internet (see docs/OPERATIONS.md). */
export function metricsRoutes({ metrics }: AppDeps) {
  const router = createRouter();
  router.get('/', async (c) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType });
  });
  return router;
}
