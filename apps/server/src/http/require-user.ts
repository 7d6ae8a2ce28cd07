import { AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import type { AppEnv } from './app-env.ts';
import { sessionUserOf } from './session-user.ts';

/**
 * Lets only signed-in users through (session cookie or bearer token) and sets `c.var.user`;
 * else 401 `{status:'error', message:'Authentication failed. Please log in again.'}`.
 * Usage in a route module: `router.use('*', requireUser(deps.auth))`.
 */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUserOf(auth, c.req.raw.headers);
    if (!user) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    c.set('user', user);
    await next();
  };
}
