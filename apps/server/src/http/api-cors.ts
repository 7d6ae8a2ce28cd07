import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { carriesSessionCookie } from '../auth/session-cookie.ts';
import type { AppEnv } from './app-env.ts';
import { withResponseHeaders, type ResponseHeader } from './response-headers.ts';

const EXPOSED_HEADERS = ['set-auth-token', 'X-Request-Id', 'Retry-After'];
/** A browser session never gets a token header (auth-handler.ts); its scripts are not offered one either. */
const EXPOSED_TO_COOKIE_SESSIONS = EXPOSED_HEADERS.filter((name) => name !== 'set-auth-token');

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
  const alwaysFor = (exposed: readonly string[]): ResponseHeader[] => [
    { name: 'Access-Control-Allow-Credentials', value: 'true' },
    { name: 'Access-Control-Expose-Headers', value: exposed.join(',') },
    { name: 'Vary', value: 'Origin', append: true },
    { name: 'Vary', value: 'Cookie', append: true },
  ];
  const forBearer = alwaysFor(EXPOSED_HEADERS);
  const forCookieSession = alwaysFor(EXPOSED_TO_COOKIE_SESSIONS);
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin') ?? '';
    const always = carriesSessionCookie(c.req.header('cookie')) ? forCookieSession : forBearer;
    const headers = trustedOrigins.includes(origin) ? [{ name: 'Access-Control-Allow-Origin', value: origin }, ...always] : always;
    return withResponseHeaders(c, headers, next);
  };
}
