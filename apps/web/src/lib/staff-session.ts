import { staffUserSchema, type StaffUser } from '@rehearse/contract/staff-auth';

/** Spec §3: the staff admin's token and user are kept in local storage as adminToken and adminUser. */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export interface StaffSession {
  token: string;
  user: StaffUser;
}

export function readStaffSession(storage: Storage = localStorage): StaffSession | null {
  const token = storage.getItem(ADMIN_TOKEN_KEY);
  const rawUser = storage.getItem(ADMIN_USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user = staffUserSchema.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export function saveStaffSession(session: StaffSession, storage: Storage = localStorage): void {
  storage.setItem(ADMIN_TOKEN_KEY, session.token);
  storage.setItem(ADMIN_USER_KEY, JSON.stringify(session.user));
}

export function clearStaffSession(storage: Storage = localStorage): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_USER_KEY);
}
