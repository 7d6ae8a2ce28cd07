import { isTwoFactorCode } from '@rehearse/contract/account-api';
import type { StaffLoginRequest, StaffUser } from '@rehearse/contract/staff-auth';
import { isAPIError } from 'better-auth/api';
import { LOGIN_METHOD_HEADER } from '../../auth/client-ip.ts';
import { adminCapabilityOf } from '../../auth/admin-capability.ts';
import type { Auth } from '../../auth/create-auth.ts';
import { NOT_STAFF_REASON } from '../../auth/login-history-repository.ts';
import { staffUserProfile, type StaffUserRecord } from './staff-user-profile.ts';

export type StaffLoginResult =
  | { ok: true; token: string; user: StaffUser }
  | { ok: false; reason: 'invalid_credentials' | 'two_factor_required' | 'wrong_code' | 'backoff' };

/** The login-history method of a staff sign-in (/admin-login). */
const STAFF_LOGIN_METHOD = 'staff';

/** The login history's answer to a refused sign-in: its latest success of this method becomes a failure with this reason. */
export type MarkSignInRefused = (userId: string, method: string, reason: string) => Promise<void>;

type SignedIn = { token?: string | null; user?: unknown; twoFactorRedirect?: boolean };

/**
 * Signs a staff member in with username (or e-mail) and password through better-auth, so the
 * token is an ordinary server-side session (revocable, expiring) used as a bearer token.
 * `requestHeaders` carry the client address and user agent into the login history.
 *
 * With two-factor sign-in on, better-auth answers the password with a challenge cookie instead of
 * a session; the `code` is then checked by its own verify endpoint with that cookie, as a browser
 * would send it, and the session it creates is the token.
 */
export async function staffLogin(auth: Auth, markRefused: MarkSignInRefused, input: StaffLoginRequest, requestHeaders: Headers): Promise<StaffLoginResult> {
  const headers = new Headers(requestHeaders);
  headers.set(LOGIN_METHOD_HEADER, STAFF_LOGIN_METHOD);
  // A cookie on this request must not turn the login into "already signed in as someone else".
  headers.delete('cookie');
  headers.delete('authorization');
  let signIn: { headers: Headers; response: SignedIn };
  try {
    signIn = input.username.includes('@')
      ? await auth.api.signInEmail({ body: { email: input.username, password: input.password, rememberMe: false }, headers, returnHeaders: true })
      : await auth.api.signInUsername({ body: { username: input.username, password: input.password, rememberMe: false }, headers, returnHeaders: true });
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: error.statusCode === 429 ? 'backoff' : 'invalid_credentials' };
    throw error;
  }
  let result = signIn.response;
  if (result.twoFactorRedirect) {
    // Whether a code is asked for must not tell which accounts exist: only staff get that far.
    if (!(await isStaffAccount(auth, input.username))) return { ok: false, reason: 'invalid_credentials' };
    if (!input.code) return { ok: false, reason: 'two_factor_required' };
    const verified = await verifySecondFactor(auth, input.code, withCookiesOf(signIn.headers, headers));
    if (!verified.ok) return verified;
    result = verified.response;
  }
  const user = result.user as StaffUserRecord | undefined;
  if (!result.token || !user) return { ok: false, reason: 'invalid_credentials' };
  if (adminCapabilityOf(user) === 'none') {
    // Answered like a wrong password, so the staff login does not tell which accounts exist.
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(result.token);
    // The user's login history must not show this refused attempt as a success.
    const userId = (result.user as { id?: string }).id;
    if (userId) await markRefused(userId, STAFF_LOGIN_METHOD, NOT_STAFF_REASON);
    return { ok: false, reason: 'invalid_credentials' };
  }
  return { ok: true, token: result.token, user: staffUserProfile(user) };
}

/** Checks an authenticator code (6 digits) or else a backup code against the challenge in `headers`. */
async function verifySecondFactor(
  auth: Auth,
  code: string,
  headers: Headers,
): Promise<{ ok: true; response: SignedIn } | { ok: false; reason: 'wrong_code' | 'backoff' }> {
  try {
    const response = isTwoFactorCode(code)
      ? await auth.api.verifyTOTP({ body: { code }, headers })
      : await auth.api.verifyBackupCode({ body: { code }, headers });
    return { ok: true, response };
  } catch (error) {
    // 429: better-auth locked the account's second factor after repeated wrong codes.
    if (isAPIError(error)) return { ok: false, reason: error.statusCode === 429 ? 'backoff' : 'wrong_code' };
    throw error;
  }
}

/** `headers` plus a Cookie header holding the cookies `response` set (better-auth's two-factor challenge). */
function withCookiesOf(response: Headers, headers: Headers): Headers {
  const next = new Headers(headers);
  const cookies = response.getSetCookie().map((cookie) => cookie.split(';')[0]!.trim());
  if (cookies.length) next.set('cookie', cookies.join('; '));
  return next;
}

async function isStaffAccount(auth: Auth, identifier: string): Promise<boolean> {
  const context = await auth.$context;
  const name = identifier.trim().toLowerCase();
  const field = name.includes('@') ? 'email' : 'username';
  const user = await context.adapter.findOne<{ role?: string | null }>({ model: 'user', where: [{ field, value: name }] });
  return adminCapabilityOf(user) !== 'none';
}

/** Revokes the session behind a staff token (or any session the headers name). Returns false when there was none. */
export async function staffLogout(auth: Auth, requestHeaders: Headers): Promise<boolean> {
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return false;
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(session.session.token);
  return true;
}
