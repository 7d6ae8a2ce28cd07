/** better-auth's session cookie (`__Secure-` when PUBLIC_URL is https); its value is the session token. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request carries a browser session: its `Cookie` header holds the session cookie. */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}
