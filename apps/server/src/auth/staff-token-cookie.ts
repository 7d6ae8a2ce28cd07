import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The staff token as an httpOnly cookie, so no script on the page can read it (it used to sit in
 * localStorage). SameSite=Strict: no other site can make a browser send it. API clients keep
 * sending the same token as `Authorization: Bearer`.
 */
export const STAFF_TOKEN_COOKIE = 'rehearse_staff_token';

/** Sets the cookie for the browser's session only (the staff login is never remembered). */
export function setStaffTokenCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, STAFF_TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/', secure });
}

export function clearStaffTokenCookie(c: Context, secure: boolean): void {
  deleteCookie(c, STAFF_TOKEN_COOKIE, { httpOnly: true, sameSite: 'Strict', path: '/', secure });
}

/**
 * The request's credentials for staff routes: an explicit Authorization header wins; else a staff
 * cookie is presented as a bearer token, and the user-session cookies are dropped so a staff member
 * who is also signed in as a user in the same browser acts as staff here.
 */
export function staffCredentialHeaders(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  const token = getCookie(c, STAFF_TOKEN_COOKIE);
  if (headers.has('authorization') || !token) return headers;
  headers.delete('cookie');
  headers.set('authorization', `Bearer ${token}`);
  return headers;
}
