import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { ADMIN_ROLE, STAFF_ROLE } from './admin-capability.ts';

/**
 * The admin plugin's own permission table, a second lock behind the capability guard on
 * `/api/auth/admin/*`: admins list, read, ban and set roles; staff only list and read; users nothing.
 * Impersonation, password setting, user creation, editing and removal are granted to no role
 * (their paths are also switched off in `DISABLED_ADMIN_PATHS`).
 */
const accessControl = createAccessControl(defaultStatements);

export const ADMIN_PLUGIN_ROLES = {
  [ADMIN_ROLE]: accessControl.newRole({ user: ['list', 'get', 'set-role', 'ban'], session: ['list', 'revoke'] }),
  [STAFF_ROLE]: accessControl.newRole({ user: ['list', 'get'], session: ['list'] }),
  user: accessControl.newRole({ user: [], session: [] }),
};

/** better-auth admin routes the product does not use and that would need an audit trail: off for everyone. */
export const DISABLED_ADMIN_PATHS = [
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/set-user-password',
  '/admin/remove-user',
  '/admin/create-user',
  '/admin/update-user',
];

/** better-auth admin routes that only read; every other `/admin/*` route changes something. */
export const READ_ONLY_ADMIN_PATHS = ['/admin/list-users', '/admin/get-user', '/admin/list-user-sessions', '/admin/has-permission'];
