import type { AdminCapability } from '@rehearse/contract/admin-access';
import { ACCESS_DENIED, AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/create-auth.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sessionUserOf } from '../../http/session-user.ts';
import { isTrue, withAdminUserTable } from './admin-user-table.ts';

/**
 * Who may do what in administration: a user with role admin and superuser staff manage; staff
 * without superuser (role admin, a username, is_superuser off — made by `admin:create` without
 * `--superuser`) or role staff read; everyone else nothing.
 * TODO(auth merge): replace with the auth feature's `adminCapabilityOf` (same meaning).
 */
export async function adminCapabilityOfUser(database: Database, user: { id: string; role: string } | null): Promise<AdminCapability> {
  if (!user) return 'none';
  const roles = user.role.split(',').map((role) => role.trim());
  if (roles.includes('staff')) return 'read';
  if (!roles.includes('admin')) return 'none';
  const row = await withAdminUserTable(database.db).selectFrom('user').select(['is_superuser', 'username']).where('id', '=', user.id).executeTakeFirst();
  if (row?.username && !isTrue(row.is_superuser)) return 'read';
  return 'manage';
}

/**
 * Guard of `/api/admin/*`: reading (GET) needs 'read', any change 'manage'. No session → 401,
 * too little capability → 403. Sets `c.var.user` and `c.var.adminCapability`.
 */
export function requireAdminCapability(auth: Auth, database: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUserOf(auth, c.req.raw.headers);
    if (!user) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    const capability = await adminCapabilityOfUser(database, user);
    const needed = c.req.method === 'GET' || c.req.method === 'HEAD' ? ['read', 'manage'] : ['manage'];
    if (!needed.includes(capability)) return c.json({ status: 'error' as const, message: ACCESS_DENIED }, 403);
    c.set('user', user);
    await next();
  };
}
