import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_USER_KEY, storedStaffUsername } from './staff-session-key.ts';

describe('storedStaffUsername', () => {
  afterEach(() => localStorage.clear());

  it('reads the stored staff username', () => {
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username: 'root', email: 'r@example.com' }));
    expect(storedStaffUsername()).toBe('root');
  });

  it('is null when nothing, something broken or something else is stored', () => {
    expect(storedStaffUsername()).toBeNull();
    for (const stored of ['{not json', 'null', '"root"', '{"username":""}', '{"username":42}', '[]']) {
      localStorage.setItem(ADMIN_USER_KEY, stored);
      expect(storedStaffUsername()).toBeNull();
    }
  });
});
