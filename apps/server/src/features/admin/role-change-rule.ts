import { ADMIN_ASSIGNABLE_ROLES, ADMIN_MESSAGES } from '@rehearse/contract/admin-api';
import { STAFF_ROLE } from '../../auth/admin-capability.ts';

/** Staff accounts (read-only staff and superusers) are made and changed by `admin:create`, never by an admin route. */
export function isStaffAccount(account: { role: string; is_superuser: boolean }): boolean {
  return account.is_superuser || account.role.split(',').map((role) => role.trim()).includes(STAFF_ROLE);
}

export function isAssignableRole(role: unknown): role is (typeof ADMIN_ASSIGNABLE_ROLES)[number] {
  return typeof role === 'string' && (ADMIN_ASSIGNABLE_ROLES as readonly string[]).includes(role);
}

/**
 * Why an admin may not give `role` to `target`, or null: roles move between user and admin only, staff accounts
 * keep what `admin:create` gave them, and no admin changes their own role (no locking oneself out).
 */
export function roleChangeProblem(input: { actorId: string; target: { id: string; role: string; is_superuser: boolean }; role: unknown }): string | null {
  if (!isAssignableRole(input.role)) return ADMIN_MESSAGES.roleUserOrAdmin;
  if (isStaffAccount(input.target)) return ADMIN_MESSAGES.staffRoleFromCreate;
  if (input.target.id === input.actorId) return ADMIN_MESSAGES.notOwnAccount;
  return null;
}
