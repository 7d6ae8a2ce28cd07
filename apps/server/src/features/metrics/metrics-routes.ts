import type { ServerPorts } from '../../shared/server-ports.ts';
import type { Metrics } from './metrics.ts';
import { createRouter } from '../../http/create-router.ts';
import { apiNotFound } from '../../http/error-handler.ts';
import { metricsAccess } from './metrics-access.ts';

const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';

/** `GET /metrics`: Prometheus text format, for a scraper holding METRICS_TOKEN (see docs/OPERATIONS.md). */
export function metricsRoutes({ metrics, config }: Pick<ServerPorts, 'config'> & { metrics: Metrics }) {
  const router = createRouter();
  router.get('/', async (c) => {
    const access = metricsAccess(config.metricsToken, c.req.header('authorization'));
    if (access === 'not-served') return apiNotFound(c);
    if (access === 'refused') return c.json({ status: 'error' as const, message: METRICS_TOKEN_REQUIRED }, 401, { 'WWW-Authenticate': 'Bearer' });
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType });
  });
  return router;
}
