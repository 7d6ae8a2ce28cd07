import { staffUserSchema, type StaffUser } from '@rehearse/contract/staff-auth';
import { ADMIN_USER_KEY } from './staff-session-key.ts';

/*
 * The staff token itself lives in an httpOnly cookie set by POST /auth/login/ (docs/decisions/005-staff-powers.md),
 * out of reach of any script; adminUser only says who signed in, and the server decides whether the cookie still holds.
 */
/** Where older versions kept the token; removed wherever it is found. */
export const LEGACY_ADMIN_TOKEN_KEY = 'adminToken';

export interface StaffSession {
  user: StaffUser;
}

export function readStaffSession(storage: Storage = localStorage): StaffSession | null {
  storage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  const rawUser = storage.getItem(ADMIN_USER_KEY);
  if (!rawUser) return null;
  try {
    const user = staffUserSchema.safeParse(JSON.parse(rawUser));
    return user.success ? { user: user.data } : null;
  } catch {
    return null;
  }
}

export function saveStaffSession(session: StaffSession, storage: Storage = localStorage): void {
  storage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(session.user));
}

export function clearStaffSession(storage: Storage = localStorage): void {
  storage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_USER_KEY);
}
