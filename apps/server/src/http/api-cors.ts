import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './app-env.ts';
import { withResponseHeaders, type ResponseHeader } from './response-headers.ts';

const EXPOSED_HEADERS = ['set-auth-token', 'X-Request-Id', 'Retry-After'];

/**
 * CORS for the API: credentials allowed, only from the app's own origins. Preflights are Hono's
 * `cors`; every other request gets the same headers Hono's would set, through withResponseHeaders,
 * because Hono's `cors` reads `c.res` before the handler runs, which makes Hono copy each response.
 */
export function apiCors(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const preflight = cors({
    origin: (origin) => (trustedOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const always: ResponseHeader[] = [
    { name: 'Access-Control-Allow-Credentials', value: 'true' },
    { name: 'Access-Control-Expose-Headers', value: EXPOSED_HEADERS.join(',') },
    { name: 'Vary', value: 'Origin', append: true },
  ];
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin') ?? '';
    const headers = trustedOrigins.includes(origin) ? [{ name: 'Access-Control-Allow-Origin', value: origin }, ...always] : always;
    return withResponseHeaders(c, headers, next);
  };
}
