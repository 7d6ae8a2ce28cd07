/**
 * Keys that name a credential: a session token, a password (hash), a TOTP secret, backup codes, an
 * OAuth token. Only the top level of an auth answer may carry one — the caller's own new session
 * token after a sign-in, their new TOTP URI and backup codes while setting up two-factor. Inside
 * a nested object (a session or user in a list, `session` of get-session) they are someone's
 * standing credential: a read-only staff account once read every user's session tokens there.
 */
export const CREDENTIAL_KEYS: ReadonlySet<string> = new Set(['token', 'password', 'secret', 'backupCodes', 'twoFactorSecret', 'accessToken', 'refreshToken', 'idToken']);

function withoutNestedCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNestedCredentials);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !CREDENTIAL_KEYS.has(key)).map(([key, inner]) => [key, withoutNestedCredentials(inner)]));
}

/** An auth answer's JSON without any credential below its top level (a top-level list's items are below it). */
export function withoutStandingCredentials(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withoutNestedCredentials);
  if (typeof answer !== 'object' || answer === null) return answer;
  return Object.fromEntries(Object.entries(answer).map(([key, inner]) => [key, withoutNestedCredentials(inner)]));
}

/**
 * An auth answer for a request that carries the browser's session cookie: as `withoutStandingCredentials`, and
 * without a top-level `token` either. The cookie is httpOnly so that page scripts never hold the session; an
 * answer that repeated its token (get-session's `session.token`, a sign-in's `token`) would undo that.
 */
export function withoutSessionTokenForCookie(answer: unknown): unknown {
  const stripped = withoutStandingCredentials(answer);
  if (typeof stripped !== 'object' || stripped === null || Array.isArray(stripped)) return stripped;
  return Object.fromEntries(Object.entries(stripped).filter(([key]) => key !== 'token'));
}
