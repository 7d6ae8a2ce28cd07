import { probablySignedOut, type SessionState } from '../../lib/session-user.ts';

/** What a guard does with the current session: wait (spinner), let the screen render, or send the user elsewhere. */
export type Access = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

const WAIT: Access = { kind: 'wait' };
const ALLOW: Access = { kind: 'allow' };
const toLogin: Access = { kind: 'redirect', to: '/login' };
const toDashboard: Access = { kind: 'redirect', to: '/dashboard' };

export function signedInAccess(state: SessionState): Access {
  if (state.status === 'loading') return WAIT;
  return state.status === 'signed-in' ? ALLOW : toLogin;
}

/**
 * '/': a signed-in user goes to the dashboard. The navbar's Contact link points at '/#contact', so a signed-in
 * user following it stays on the landing page to reach the contact section. Shown while the session loads unless
 * this browser was signed in last time (probablySignedOut).
 */
export function homeAccess(state: SessionState, hash: string): Access {
  if (probablySignedOut(state)) return ALLOW;
  if (state.status === 'loading') return WAIT;
  if (state.status === 'signed-in' && hash !== '#contact') return toDashboard;
  return ALLOW;
}

/**
 * /login and /register: a signed-in user has nothing to do there and continues where they were going. Shown while
 * the session loads, like '/'.
 */
export function signedOutOnlyAccess(state: SessionState, returnTo: string): Access {
  if (probablySignedOut(state)) return ALLOW;
  if (state.status === 'loading') return WAIT;
  return state.status === 'signed-in' ? { kind: 'redirect', to: returnTo } : ALLOW;
}

export function staffTokenAccess(token: string | null): Access {
  return token ? ALLOW : { kind: 'redirect', to: '/admin-login' };
}
