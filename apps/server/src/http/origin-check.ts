import { MISSING_ORIGIN_MESSAGE, UNTRUSTED_ORIGIN_MESSAGE } from '@rehearse/contract/request-origin';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says a request came from: `Origin`, else the origin of `Referer`; null when neither names one. */
function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin && origin !== 'null') return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for the routes better-auth does not serve, matching what it
 * does for its own: a change (any non-GET) that carries cookies must come from one of the app's
 * origins. A multipart form is a "simple" request that a foreign page can post with the user's
 * cookies and no CORS preflight, so SameSite=Lax plus CORS alone do not cover it. Requests
 * without cookies (bearer tokens, anonymous calls) carry nothing a forged page could use and pass.
 */
export function requireTrustedOrigin(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READ_ONLY_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = requestOrigin(c.req.header('origin'), c.req.header('referer'));
    if (!origin) return c.json({ status: 'error' as const, message: MISSING_ORIGIN_MESSAGE }, 403);
    if (!trustedOrigins.includes(origin)) return c.json({ status: 'error' as const, message: UNTRUSTED_ORIGIN_MESSAGE }, 403);
    return next();
  };
}
