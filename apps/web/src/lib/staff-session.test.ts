import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, clearStaffSession, readStaffSession, saveStaffSession } from './staff-session.ts';

describe('staff session storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips adminToken and adminUser', () => {
    saveStaffSession({ token: 't1', user: { username: 'root', first_name: 'Ada', is_superuser: true } });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('t1');
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? '{}')).toMatchObject({ username: 'root' });
    expect(readStaffSession()).toEqual({ token: 't1', user: { username: 'root', first_name: 'Ada', is_superuser: true } });
  });

  it('treats a missing token or a corrupt user as signed out', () => {
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username: 'x', first_name: '', is_superuser: false }));
    expect(readStaffSession()).toBeNull();
    localStorage.setItem(ADMIN_TOKEN_KEY, 't');
    localStorage.setItem(ADMIN_USER_KEY, '{not json');
    expect(readStaffSession()).toBeNull();
  });

  it('clears both keys', () => {
    saveStaffSession({ token: 't', user: { username: 'u', first_name: 'U', is_superuser: false } });
    clearStaffSession();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  });
});
