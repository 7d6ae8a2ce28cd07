/**
 * Who may do what in administration (docs/decisions/005-staff-powers.md). Every admin check of the app —
 * `/api/admin/*` and better-auth's `/api/auth/admin/*` — asks `adminCapabilityOf` and nothing else.
 */
export type AdminCapability = 'none' | 'read' | 'manage';

/** Every admin power: superuser staff (`admin:create --superuser`) and users given the admin role. */
export const ADMIN_ROLE = 'admin';
/** Staff without superuser: may sign in at the staff login and read, never change. */
export const STAFF_ROLE = 'staff';

/** The caller's capability from the role(s) of their session user; no session → 'none'. */
export function adminCapabilityOf(user: { role?: string | null } | null | undefined): AdminCapability {
  const roles = (user?.role ?? '').split(',').map((role) => role.trim());
  if (roles.includes(ADMIN_ROLE)) return 'manage';
  if (roles.includes(STAFF_ROLE)) return 'read';
  return 'none';
}

const RANK: Record<AdminCapability, number> = { none: 0, read: 1, manage: 2 };

export function capabilityAllows(capability: AdminCapability, needed: Exclude<AdminCapability, 'none'>): boolean {
  return RANK[capability] >= RANK[needed];
}

/** The role a staff account gets: superusers manage, other staff read. */
export function staffRoleOf(superuser: boolean): string {
  return superuser ? ADMIN_ROLE : STAFF_ROLE;
}
