import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptShareRequestSchema,
  acceptShareResponseSchema,
  createShareRequestSchema,
  SHARING_BASE_PATH,
  SHARING_PATHS,
  shareCommentsResponseSchema,
  shareResponseSchema,
  sharesResponseSchema,
} from '@rehearse/contract/sharing';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { httpProblemErrors } from '../../http/http-problem-errors.ts';
import { jsonBody, jsonResponse, relativeTo } from '../../http/openapi-content.ts';
import { bySignedInUser, rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { SharingRuntime } from './sharing-runtime.ts';

const relative = (path: string): string => relativeTo(SHARING_BASE_PATH, path);
const unauthorized = errorResponse('Not signed in');
const idParam = z.object({ id: z.string().min(1).max(200) });

/** Each invitation sends a mail: a person invites a few people, a script would mail strangers. */
export const SHARE_INVITE_RATE_LIMIT: RateLimitRule = { name: 'share-invite-per-user', windowSeconds: 60 * 60, max: 30 };
/** Guessing tokens is hopeless (256 bits), but each try costs a query. */
export const SHARE_ACCEPT_RATE_LIMIT: RateLimitRule = { name: 'share-accept-per-user', windowSeconds: 10 * 60, max: 30 };

const listRoute = createRoute({
  method: 'get',
  path: relative(SHARING_PATHS.shares),
  summary: 'Everyone the signed-in user invited or shares with (pending, active, revoked, expired)',
  tags: ['sharing'],
  responses: { 200: jsonResponse(sharesResponseSchema, 'The shares, newest first'), 401: unauthorized },
});
const inviteRoute = createRoute({
  method: 'post',
  path: relative(SHARING_PATHS.shares),
  summary: 'Invite a person by e-mail to see one analysis, one mock interview, or all analyses',
  tags: ['sharing'],
  request: jsonBody(createShareRequestSchema),
  responses: {
    200: jsonResponse(shareResponseSchema, 'Invited; the mail is sent'),
    400: errorResponse('Bad body, yourself, or too many open shares'),
    401: unauthorized,
    404: errorResponse('No analysis or mock interview of yours with that id'),
    429: errorResponse('Too many invitations'),
  },
});
const revokeRoute = createRoute({
  method: 'delete',
  path: relative(SHARING_PATHS.share),
  summary: 'Revoke a share or invitation at once',
  tags: ['sharing'],
  request: { params: idParam },
  responses: { 200: jsonResponse(shareResponseSchema, 'Revoked'), 401: unauthorized, 404: errorResponse('Not a share of yours') },
});
const acceptRoute = createRoute({
  method: 'post',
  path: relative(SHARING_PATHS.accept),
  summary: 'Accept an invitation (signed in, verified, with the invited address)',
  tags: ['sharing'],
  request: jsonBody(acceptShareRequestSchema),
  responses: {
    200: jsonResponse(acceptShareResponseSchema, 'Accepted'),
    400: errorResponse('Bad body'),
    401: unauthorized,
    403: errorResponse('Another address, or not verified'),
    404: errorResponse('Unknown, used or revoked invitation'),
    410: errorResponse('Expired invitation'),
    429: errorResponse('Too many tries'),
  },
});
const commentsRoute = createRoute({
  method: 'get',
  path: relative(SHARING_PATHS.comments),
  summary: 'The comments viewers left on one of your analyses, by time stamp',
  tags: ['sharing'],
  request: { params: z.object({ analysis_id: z.string().min(1).max(200) }) },
  responses: { 200: jsonResponse(shareCommentsResponseSchema, 'The comments'), 401: unauthorized, 404: errorResponse('Not an analysis of yours') },
});

/** `/api/sharing/*`: the owner's side (invite, list, revoke, read comments) and accepting an invitation. */
export function sharingRoutes(deps: Pick<ServerPorts, 'auth' | 'database'> & { sharing: SharingRuntime }) {
  const { service } = deps.sharing;
  const router = createRouter();
  router.onError(httpProblemErrors);
  router.use('*', requireUser(deps.auth));
  router.on('POST', relative(SHARING_PATHS.shares), rateLimit(deps.database.db, SHARE_INVITE_RATE_LIMIT, { clientOf: bySignedInUser }));
  router.use(relative(SHARING_PATHS.accept), rateLimit(deps.database.db, SHARE_ACCEPT_RATE_LIMIT, { clientOf: bySignedInUser }));
  router.openapi(listRoute, async (c) => c.json({ status: 'success' as const, shares: await service.list(c.var.user.id) }, 200));
  router.openapi(inviteRoute, async (c) => c.json({ status: 'success' as const, share: await service.invite(c.var.user, c.req.valid('json')) }, 200));
  router.openapi(revokeRoute, async (c) => c.json({ status: 'success' as const, share: await service.revoke(c.var.user.id, c.req.valid('param').id) }, 200));
  router.openapi(acceptRoute, async (c) => c.json({ status: 'success' as const, share: await service.accept(c.var.user, c.req.valid('json').token) }, 200));
  router.openapi(commentsRoute, async (c) =>
    c.json({ status: 'success' as const, comments: await service.commentsForOwner(c.var.user.id, c.req.valid('param').analysis_id) }, 200),
  );
  return router;
}
