import { ADMIN_MESSAGES } from '@rehearse/contract/admin-api';
import type { AdminAction } from '@rehearse/contract/admin-audit';
import type { MiddlewareHandler } from 'hono';
import { READ_ONLY_ADMIN_PATHS } from '../../auth/admin-plugin-roles.ts';
import type { Database } from '../../db/database.ts';
import { adminDb } from './admin-user-table.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { apiNotFound } from '../../http/error-handler.ts';
import { AccountStateRepository, type AccountState } from './account-state-repository.ts';
import { AdminAuditRepository } from './admin-audit-repository.ts';
import { auditEntryOf } from './audit-entry.ts';
import { isAssignableRole, roleChangeProblem } from './role-change-rule.ts';

type RecordedField = Exclude<keyof AccountState, 'id' | 'email' | 'is_superuser'>;

interface AuditedRoute {
  action: AdminAction;
  /** The account values the audit row shows before and after. */
  fields: readonly RecordedField[];
  /** Where the request names the account: `userId`, or the token of one of its sessions. */
  target: 'userId' | 'sessionToken';
}

/**
 * Every better-auth admin route that changes something and is switched on (DISABLED_ADMIN_PATHS are off), with
 * the audit row it writes. A route neither listed here nor read-only is refused (404), so a better-auth update
 * cannot add an unaudited power.
 */
export const AUDITED_AUTH_ADMIN_ROUTES: Record<string, AuditedRoute> = {
  '/admin/set-role': { action: 'user.role', fields: ['role'], target: 'userId' },
  '/admin/ban-user': { action: 'user.ban', fields: ['banned', 'ban_reason', 'ban_expires', 'sessions'], target: 'userId' },
  '/admin/unban-user': { action: 'user.unban', fields: ['banned', 'ban_reason', 'ban_expires'], target: 'userId' },
  '/admin/revoke-user-sessions': { action: 'user.sessions_revoke', fields: ['sessions'], target: 'userId' },
  '/admin/revoke-user-session': { action: 'session.revoke', fields: ['sessions'], target: 'sessionToken' },
};

const AUTH_BASE_PATH = '/api/auth';

/**
 * After the capability guard on `/api/auth/admin/*`: a change through better-auth's admin routes writes the same
 * audit row as the app's admin routes (who, what, target, the values before → after, when, from where), and
 * set-role obeys the app's role rule. Nothing is written when better-auth refuses or fails.
 */
export function auditAuthAdminRoutes(database: Database): MiddlewareHandler<AppEnv> {
  const db = adminDb(database.db);
  const accounts = new AccountStateRepository(db);
  const audit = new AdminAuditRepository(db);
  return async (c, next) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    if (READ_ONLY_ADMIN_PATHS.includes(path)) return next();
    const route = AUDITED_AUTH_ADMIN_ROUTES[path];
    if (!route) return apiNotFound(c);
    const body = await jsonObjectOf(c.req.raw);
    const named = body[route.target];
    const targetId = typeof named !== 'string' ? null : route.target === 'userId' ? named : await accounts.ownerOfSession(named);
    const before = targetId === null ? null : await accounts.find(targetId);
    const actor = { id: c.get('user').id, email: c.get('user').email, ip: c.get('clientIp') };
    if (route.action === 'user.role') {
      const problem = before ? roleChangeProblem({ actorId: actor.id, target: before, role: body.role }) : isAssignableRole(body.role) ? null : ADMIN_MESSAGES.roleUserOrAdmin;
      if (problem) return c.json({ status: 'error' as const, message: problem }, 400);
    }
    await next();
    if (!before || c.res.status >= 300) return;
    const after = await accounts.find(before.id);
    await audit.insert(
      auditEntryOf(
        actor,
        { action: route.action, target_type: 'user', target_id: before.id, target_label: before.email, before: pick(before, route.fields), after: after ? pick(after, route.fields) : null },
        new Date(),
      ),
    );
  };
}

/** The request's JSON object body, read from a copy (better-auth reads the original); {} when there is none. */
async function jsonObjectOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(await request.clone().text());
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function pick(state: AccountState, fields: readonly RecordedField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, state[field]]));
}
