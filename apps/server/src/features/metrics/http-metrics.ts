import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../http/app-env.ts';
import type { Metrics } from './metrics.ts';

/** Times every request into the latency histogram, labelled with the pattern of the handler that answered (after `next()`, `routePath(c)` is that one). */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(c.req.method, routePath(c), c.res.status, seconds);
    }
  };
}
