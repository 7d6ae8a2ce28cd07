import type { UserFields } from '@rehearse/contract/user-fields';
import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';

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

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

/** The name to greet the user by: full name, else account name, else the e-mail's local part. */
export function displayName(user: Pick<SessionUser, 'full_name' | 'name' | 'email'>): string {
  return user.full_name?.trim() || user.name?.trim() || user.email.split('@')[0] || user.email;
}

/** Credits display as 10 when absent. */
export function creditsLeft(user: Pick<SessionUser, 'analysis_credits'>): number {
  return user.analysis_credits ?? DEFAULT_ANALYSIS_CREDITS;
}

export function isAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return (user.role ?? '').split(',').map((r) => r.trim()).includes('admin');
}

export function isInterviewer(user: Pick<SessionUser, 'user_type'>): boolean {
  return user.user_type === 'interviewer';
}
