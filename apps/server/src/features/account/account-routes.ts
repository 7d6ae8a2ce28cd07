import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import {
  ACCOUNT_PATHS,
  accountDeleteRequestSchema,
  accountDeleteResponseSchema,
  accountExportQuerySchema,
  EXPORT_RATE_LIMITED,
  loginHistoryResponseSchema,
  PROFILE_MESSAGES,
  twoFactorDisableRequestSchema,
  twoFactorDisableResponseSchema,
} from '@rehearse/contract/account-api';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { AccountRuntime } from './account-runtime.ts';
import { createRouter } from '../../http/create-router.ts';
import { jsonResponse, relativeTo } from '../../http/openapi-content.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { httpProblemErrors } from '../../http/http-problem-errors.ts';
import { bySignedInUser, rateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import { disableTwoFactorWithCode } from './two-factor-disable.ts';

export const ACCOUNT_BASE_PATH = '/api/account';

/** Password and code guesses per client address. */
const ACCOUNT_SECRET_RATE_LIMIT = { name: 'account-secret', windowSeconds: 300, max: 10 } as const;
/** Exports per user: each reads every file of the account (videos too) and sends a mail. */
export const EXPORT_RATE_LIMIT = { name: 'account-export', windowSeconds: 60 * 60, max: 5 } as const;

const relative = (path: string): string => relativeTo(ACCOUNT_BASE_PATH, path);

const json = jsonResponse;
const unauthorized = errorResponse('Not signed in');

const loginHistoryRoute = createRoute({
  method: 'get',
  path: relative(ACCOUNT_PATHS.loginHistory),
  summary: 'The user’s recent sign-in attempts (successful and failed), newest first',
  tags: ['account'],
  responses: { 200: json(loginHistoryResponseSchema, 'Attempts'), 401: unauthorized },
});

const exportRoute = createRoute({
  method: 'get',
  path: relative(ACCOUNT_PATHS.export),
  summary: 'All of the user’s data as a ZIP, streamed (videos too with `videos=1`)',
  tags: ['account'],
  request: { query: accountExportQuerySchema },
  responses: { 200: { description: 'application/zip' }, 400: errorResponse('Invalid query'), 401: unauthorized, 429: errorResponse('Too many exports') },
});

const deleteRoute = createRoute({
  method: 'post',
  path: relative(ACCOUNT_PATHS.delete),
  summary: 'Deletes the account and all its data; needs `confirm: "DELETE"` and the password',
  tags: ['account'],
  request: { body: { required: true, content: { 'application/json': { schema: accountDeleteRequestSchema } } } },
  responses: {
    200: json(accountDeleteResponseSchema, 'Deleted'),
    400: errorResponse('Confirmation word or password wrong'),
    401: unauthorized,
    429: errorResponse('Too many attempts'),
  },
});

const twoFactorDisableRoute = createRoute({
  method: 'post',
  path: relative(ACCOUNT_PATHS.twoFactorDisable),
  summary: 'Turns two-factor sign-in off with an authenticator or backup code (with the password: /api/auth/two-factor/disable)',
  tags: ['account'],
  request: { body: { required: true, content: { 'application/json': { schema: twoFactorDisableRequestSchema } } } },
  responses: {
    200: json(twoFactorDisableResponseSchema, 'Disabled'),
    400: errorResponse('Code wrong'),
    401: unauthorized,
    429: errorResponse('Too many attempts'),
  },
});

/** Login history, data export, account deletion and 2FA disable with a code. */
export function accountRoutes(deps: Pick<ServerPorts, 'auth' | 'database'> & { account: AccountRuntime }) {
  const { account } = deps;
  const router = createRouter();
  router.onError(httpProblemErrors);
  router.use('*', requireUser(deps.auth));
  router.use(relative(ACCOUNT_PATHS.export), rateLimit(deps.database.db, EXPORT_RATE_LIMIT, { clientOf: bySignedInUser, message: EXPORT_RATE_LIMITED }));
  router.use(relative(ACCOUNT_PATHS.delete), rateLimit(deps.database.db, ACCOUNT_SECRET_RATE_LIMIT));
  router.use(relative(ACCOUNT_PATHS.twoFactorDisable), rateLimit(deps.database.db, ACCOUNT_SECRET_RATE_LIMIT));

  router.openapi(loginHistoryRoute, async (c) => c.json({ items: await account.loginHistory(c.var.user.id) }, 200));
  router.openapi(exportRoute, async (c) => {
    const { zip, fileName } = await account.exportZip(c.var.user.id, { videos: c.req.valid('query').videos === '1' });
    return c.body(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });
  router.openapi(deleteRoute, async (c) => {
    await account.deletion.delete(c.var.user.id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: PROFILE_MESSAGES.deletionSubmitted }, 200);
  });
  router.openapi(twoFactorDisableRoute, async (c) => {
    await disableTwoFactorWithCode(deps.auth, c.var.user.id, c.req.valid('json').code, c.req.raw.headers);
    return c.json({ status: 'success' as const, message: PROFILE_MESSAGES.twoFactorDisabled }, 200);
  });
  return router;
}
