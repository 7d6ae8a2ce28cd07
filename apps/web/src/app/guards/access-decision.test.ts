import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../lib/session-user.ts';
import { homeAccess, signedOutOnlyAccess, staffTokenAccess } from './access-decision.ts';

const signedIn: SessionState = { status: 'signed-in', user: { id: '1', email: 'a@b.c', name: 'A' } };

describe('access decisions', () => {
  it("'/' sends a signed-in user to the dashboard unless they follow the Contact link", () => {
    expect(homeAccess(signedIn, '')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(homeAccess(signedIn, '#contact')).toEqual({ kind: 'allow' });
    expect(homeAccess({ status: 'signed-out' }, '')).toEqual({ kind: 'allow' });
  });
  it("shows '/', /login and /register while the session loads, unless this browser was signed in last time", () => {
    expect(homeAccess({ status: 'loading' }, '')).toEqual({ kind: 'allow' });
    expect(signedOutOnlyAccess({ status: 'loading', wasSignedIn: false }, '/compare')).toEqual({ kind: 'allow' });
    expect(homeAccess({ status: 'loading', wasSignedIn: true }, '')).toEqual({ kind: 'wait' });
    expect(signedOutOnlyAccess({ status: 'loading', wasSignedIn: true }, '/compare')).toEqual({ kind: 'wait' });
  });
  it('sends a signed-in user away from /login to where they were going', () => {
    expect(signedOutOnlyAccess(signedIn, '/compare')).toEqual({ kind: 'redirect', to: '/compare' });
    expect(signedOutOnlyAccess({ status: 'signed-out' }, '/compare')).toEqual({ kind: 'allow' });
  });
  it('needs a staff token for /admin-dashboard', () => {
    expect(staffTokenAccess(null)).toEqual({ kind: 'redirect', to: '/admin-login' });
    expect(staffTokenAccess('tok')).toEqual({ kind: 'allow' });
  });
});
