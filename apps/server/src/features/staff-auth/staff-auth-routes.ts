import { createRoute } from '@hono/zod-openapi';
import {
  STAFF_INVALID_CREDENTIALS,
  STAFF_LOGIN_SUCCESS,
  STAFF_LOGOUT_SUCCESS,
  STAFF_TWO_FACTOR_REQUIRED,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffLogoutResponseSchema,
  staffTwoFactorChallengeSchema,
} from '@rehearse/contract/staff-auth';
import { STAFF_AUTH_BASE_PATH, STAFF_AUTH_PATHS } from '@rehearse/contract/staff-auth-paths';
import { WRONG_TWO_FACTOR_CODE } from '@rehearse/contract/account-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import { z } from 'zod';
import { AUTHENTICATION_FAILED, SIGN_IN_BACKOFF } from '@rehearse/contract/auth-messages';
import { CLIENT_IP_HEADER } from '../../auth/client-ip.ts';
import { markLatestSuccessRefused } from '../../auth/login-history-repository.ts';
import { clearStaffTokenCookie, setStaffTokenCookie, staffCredentialHeaders } from '../../auth/staff-token-cookie.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { relativeTo } from '../../http/openapi-content.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { staffLogin, staffLogout } from './staff-auth-service.ts';

const relative = (path: string): string => relativeTo(STAFF_AUTH_BASE_PATH, path);

export const STAFF_LOGIN_RATE_LIMIT = { name: 'staff-login', windowSeconds: 60, max: 5 } as const;

const loginRoute = createRoute({
  method: 'post',
  path: relative(STAFF_AUTH_PATHS.login),
  summary: 'Staff admin login: username or e-mail and password (and `code` when the account has two-factor sign-in) → token (also set as an httpOnly cookie)',
  tags: ['staff'],
  request: { body: { required: true, content: { 'application/json': { schema: staffLoginRequestSchema } } } },
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: staffLoginResponseSchema } } },
    400: errorResponse('Invalid request'),
    401: {
      description:
        'Wrong password, unknown account, or an account that is not staff (one answer for all); or, with `two_factor_required: true`, ' +
        'a staff account with two-factor sign-in whose code is missing or wrong: send the request again with `code`',
      content: { 'application/json': { schema: z.union([staffTwoFactorChallengeSchema, apiErrorSchema]) } },
    },
    429: errorResponse('Too many attempts from this address, or the account is in its sign-in back-off'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: relative(STAFF_AUTH_PATHS.logout),
  summary: 'Revokes the staff token (bearer header or cookie) and clears the cookie',
  tags: ['staff'],
  responses: {
    200: { description: 'Signed out', content: { 'application/json': { schema: staffLogoutResponseSchema } } },
    401: errorResponse('No valid token'),
  },
});

/** `POST /auth/login/`, `POST /auth/logout/`. */
export function staffAuthRoutes({ auth, database, config }: Pick<ServerPorts, 'auth' | 'database' | 'config'>) {
  const router = createRouter();
  const secureCookie = config.publicUrl.startsWith('https://');
  router.use(relative(STAFF_AUTH_PATHS.login), rateLimit(database.db, STAFF_LOGIN_RATE_LIMIT));
  // The login history belongs to the auth layer; the staff login only reports a refused sign-in to it.
  const markRefused = (userId: string, method: string, reason: string) => markLatestSuccessRefused(database.db, userId, method, reason);
  router.openapi(loginRoute, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const result = await staffLogin(auth, markRefused, c.req.valid('json'), headers);
    if (result.ok) {
      setStaffTokenCookie(c, result.token, secureCookie);
      return c.json({ status: 'success' as const, token: result.token, user: result.user, message: STAFF_LOGIN_SUCCESS }, 200);
    }
    if (result.reason === 'backoff') return c.json({ status: 'error' as const, message: SIGN_IN_BACKOFF }, 429);
    if (result.reason === 'two_factor_required' || result.reason === 'wrong_code') {
      const message = result.reason === 'wrong_code' ? WRONG_TWO_FACTOR_CODE : STAFF_TWO_FACTOR_REQUIRED;
      return c.json({ status: 'error' as const, message, two_factor_required: true as const }, 401);
    }
    return c.json({ status: 'error' as const, message: STAFF_INVALID_CREDENTIALS }, 401);
  });
  router.openapi(logoutRoute, async (c) => {
    const revoked = await staffLogout(auth, staffCredentialHeaders(c));
    clearStaffTokenCookie(c, secureCookie);
    if (!revoked) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    return c.json({ status: 'success' as const, message: STAFF_LOGOUT_SUCCESS }, 200);
  });
  return router;
}
