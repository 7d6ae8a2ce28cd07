import { describe, expect, it } from 'vitest';
import { displayName, isAdmin, probablySignedOut } from './session-user.ts';

describe('session user helpers', () => {
  it('greets by full name, then name, then e-mail local part', () => {
    expect(displayName({ full_name: 'Ada Lovelace', name: 'ada', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ full_name: ' ', name: 'ada', email: 'a@x.io' })).toBe('ada');
    expect(displayName({ full_name: null, name: '', email: 'grace@x.io' })).toBe('grace');
  });
  it('takes a loading session for signed out unless this browser was signed in last time', () => {
    expect(probablySignedOut({ status: 'signed-out' })).toBe(true);
    expect(probablySignedOut({ status: 'loading' })).toBe(true);
    expect(probablySignedOut({ status: 'loading', wasSignedIn: true })).toBe(false);
    expect(probablySignedOut({ status: 'signed-in', user: { id: 'u1', email: 'a@x.io', name: 'a' } })).toBe(false);
  });
  it('recognises the admin role, also in a role list', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user,admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({ role: null })).toBe(false);
  });
});
