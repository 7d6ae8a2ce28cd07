/**
 * Spec: the staff admin's user is kept in local storage as adminUser. Its own module so that the shell (the navbar
 * naming signed-in staff) can read it without the zod schemas the staff pages check it with: they would add about
 * 25 KB gzipped to every page's first load (scripts/check-landing-weight.mjs).
 */
export const ADMIN_USER_KEY = 'adminUser';

/** The signed-in staff member's username for display, or null. Only a name to show: the staff pages check the whole user. */
export function storedStaffUsername(storage: Storage = globalThis.localStorage): string | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(ADMIN_USER_KEY) ?? 'null');
    if (typeof user !== 'object' || user === null || !('username' in user)) return null;
    return typeof user.username === 'string' && user.username !== '' ? user.username : null;
  } catch {
    return null;
  }
}
