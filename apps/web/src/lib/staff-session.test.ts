import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER_KEY } from './staff-session-key.ts';
import { clearStaffSession, LEGACY_ADMIN_TOKEN_KEY, readStaffSession, saveStaffSession } from './staff-session.ts';

const root = { username: 'root', first_name: 'Ada', is_superuser: true };

describe('staff session storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips adminUser and never stores a token', () => {
    saveStaffSession({ user: root });
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? '{}')).toEqual(root);
    expect(readStaffSession()).toEqual({ user: root });
    expect(Object.keys(localStorage)).toEqual([ADMIN_USER_KEY]);
  });

  it('removes a token an older version left in local storage', () => {
    localStorage.setItem(LEGACY_ADMIN_TOKEN_KEY, 'leaked');
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(root));
    expect(readStaffSession()).toEqual({ user: root });
    expect(localStorage.getItem(LEGACY_ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('treats a missing or corrupt user as signed out', () => {
    expect(readStaffSession()).toBeNull();
    localStorage.setItem(ADMIN_USER_KEY, '{not json');
    expect(readStaffSession()).toBeNull();
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username: 'x' }));
    expect(readStaffSession()).toBeNull();
  });

  it('clears the user', () => {
    saveStaffSession({ user: root });
    clearStaffSession();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  });
});
