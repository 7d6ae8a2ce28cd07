import { ACCESS_DENIED, AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import type { AppEnv } from './app-env.ts';
import { sessionUserOf } from './session-user.ts';

/** Role that staff login and `/api/admin/*` require. */
export const STAFF_ROLE = 'admin';

/**
 * Guard of `/api/admin/*`: a staff token (bearer) or an admin's cookie session passes and sets
 * `c.var.user`; no valid session → 401; a signed-in user without the admin role → 403.
 */
export function requireStaff(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUserOf(auth, c.req.raw.headers);
    if (!user) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    if (user.role !== STAFF_ROLE) return c.json({ status: 'error' as const, message: ACCESS_DENIED }, 403);
    c.set('user', user);
    await next();
  };
}
