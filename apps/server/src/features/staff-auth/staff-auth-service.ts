import type { StaffLoginRequest, StaffUser } from '@rehearse/contract/staff-auth';
import { isAPIError } from 'better-auth/api';
import { LOGIN_METHOD_HEADER } from '../../auth/client-ip.ts';
import { adminCapabilityOf } from '../../auth/admin-capability.ts';
import type { Auth } from '../../auth/create-auth.ts';
import { staffUserProfile, type StaffUserRecord } from './staff-user-profile.ts';

export type StaffLoginResult =
  | { ok: true; token: string; user: StaffUser }
  | { ok: false; reason: 'invalid_credentials' | 'not_staff' | 'two_factor' };

/**
 * Signs a staff member in with username (or e-mail) and password through better-auth, so the
 * token is an ordinary server-side session (revocable, expiring) used as a bearer token.
 * `requestHeaders` carry the client address and user agent into the login history.
 */
export async function staffLogin(auth: Auth, input: StaffLoginRequest, requestHeaders: Headers): Promise<StaffLoginResult> {
  const headers = new Headers(requestHeaders);
  headers.set(LOGIN_METHOD_HEADER, 'staff');
  // A cookie on this request must not turn the login into "already signed in as someone else".
  headers.delete('cookie');
  headers.delete('authorization');
  let result: { token?: string | null; user?: unknown; twoFactorRedirect?: boolean };
  try {
    result = input.username.includes('@')
      ? await auth.api.signInEmail({ body: { email: input.username, password: input.password, rememberMe: false }, headers })
      : await auth.api.signInUsername({ body: { username: input.username, password: input.password, rememberMe: false }, headers });
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: 'invalid_credentials' };
    throw error;
  }
  if (result.twoFactorRedirect) return { ok: false, reason: 'two_factor' };
  const user = result.user as StaffUserRecord | undefined;
  if (!result.token || !user) return { ok: false, reason: 'invalid_credentials' };
  if (adminCapabilityOf(user) === 'none') {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(result.token);
    return { ok: false, reason: 'not_staff' };
  }
  return { ok: true, token: result.token, user: staffUserProfile(user) };
}

/** Revokes the session behind a staff token (or any session the headers name). Returns false when there was none. */
export async function staffLogout(auth: Auth, requestHeaders: Headers): Promise<boolean> {
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return false;
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(session.session.token);
  return true;
}
