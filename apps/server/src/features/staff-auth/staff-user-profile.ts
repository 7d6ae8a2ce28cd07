import type { StaffUser } from '@rehearse/contract/staff-auth';

/** What the staff login needs to know about a better-auth user record. */
export interface StaffUserRecord {
  name: string;
  email: string;
  role?: string | null;
  username?: string | null;
  displayUsername?: string | null;
  full_name?: string | null;
  is_superuser?: boolean | number | null;
}

/** The spec's admin user: username, first_name, is_superuser. */
export function staffUserProfile(user: StaffUserRecord): StaffUser {
  const username = user.displayUsername || user.username || user.email;
  const fullName = (user.full_name || user.name || '').trim();
  return {
    username,
    first_name: fullName.split(/\s+/)[0] || username,
    is_superuser: user.is_superuser === true || user.is_superuser === 1,
  };
}
