import type { UserFields } from '@rehearse/contract/user-fields';

/** The signed-in user as the screens read it: better-auth's user + the contract's profile fields. */
export interface SessionUser extends UserFields {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  image?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

/**
 * While 'loading', `wasSignedIn` says whether this browser's last session answer was a signed-in user
 * (lib/signed-in-memory.ts); the public screens render at once for everyone else (probablySignedOut).
 */
export type SessionState =
  | { status: 'loading'; wasSignedIn?: boolean }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Signed out, or still loading in a browser that was not signed in last time: the landing page and the sign-in
 * screens show at once instead of waiting for the session (a visitor is almost never signed in); should the answer
 * be a signed-in user after all, the guards send them on as before.
 */
export function probablySignedOut(state: SessionState): boolean {
  return state.status === 'signed-out' || (state.status === 'loading' && !state.wasSignedIn);
}

/** The name to greet the user by: full name, else account name, else the e-mail's local part. */
export function displayName(user: Pick<SessionUser, 'full_name' | 'name' | 'email'>): string {
  return user.full_name?.trim() || user.name?.trim() || user.email.split('@')[0] || user.email;
}

export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return (user.role ?? '').split(',').map((r) => r.trim()).includes('admin');
}

