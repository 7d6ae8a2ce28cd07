import { ACCESS_DENIED, AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import type { Context, MiddlewareHandler } from 'hono';
import { adminCapabilityOf, capabilityAllows, type AdminCapability } from '../../auth/admin-capability.ts';
import { READ_ONLY_ADMIN_PATHS } from '../../auth/admin-plugin-roles.ts';
import type { Auth } from '../../auth/create-auth.ts';
import { staffCredentialHeaders } from '../../auth/staff-token-cookie.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sessionUserOf } from '../../http/session-user.ts';

type Needed = Exclude<AdminCapability, 'none'>;

/**
 * Guard of `/api/admin/*`: reading (GET/HEAD) needs 'read', anything else 'manage'
 * (see `adminCapabilityOf`). The caller is the staff token (bearer header or httpOnly cookie) or a
 * user's session cookie. No session → 401; too little capability → 403. Sets `c.var.user`.
 */
export function requireAdmin(auth: Auth): MiddlewareHandler<AppEnv> {
  return adminGuard(auth, (c) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'manage'), staffCredentialHeaders);
}

/**
 * The same rule in front of better-auth's `/api/auth/admin/*`: its read-only routes need 'read', every
 * other one 'manage'. The caller is whom better-auth will see (bearer header or session cookie), so the
 * staff cookie is not read here.
 */
export function requireAdminForAuthRoutes(auth: Auth): MiddlewareHandler<AppEnv> {
  return adminGuard(auth, (c) => (READ_ONLY_ADMIN_PATHS.some((path) => c.req.path === `/api/auth${path}`) ? 'read' : 'manage'), (c) => c.req.raw.headers);
}

function adminGuard(auth: Auth, neededFor: (c: Context<AppEnv>) => Needed, credentialsOf: (c: Context<AppEnv>) => Headers): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUserOf(auth, credentialsOf(c));
    if (!user) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    if (!capabilityAllows(adminCapabilityOf(user), neededFor(c))) return c.json({ status: 'error' as const, message: ACCESS_DENIED }, 403);
    c.set('user', user);
    await next();
  };
}
