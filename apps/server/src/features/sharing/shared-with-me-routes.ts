import { createRoute, z } from '@hono/zod-openapi';
import { sharedAnalysesQuerySchema, sharedAnalysesResponseSchema, sharedAnalysisDetailResponseSchema } from '@rehearse/contract/admin-panel';
import { commentResponseSchema, createCommentRequestSchema, SHARE_WITHDRAWN, SHARED_WITH_ME_PATHS } from '@rehearse/contract/sharing';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { StoredMedia } from '../../http/media-response.ts';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { httpProblemErrors } from '../../http/http-problem-errors.ts';
import { mediaResponse } from '../../http/media-response.ts';
import { jsonBody, jsonResponse, middlewarePathRelativeTo, relativeTo } from '../../http/openapi-content.ts';
import { bySignedInUser, rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { SharingRuntime } from './sharing-runtime.ts';

export const SHARED_WITH_ME_BASE_PATH = '/api/admin-panel';

const relative = (path: string): string => relativeTo(SHARED_WITH_ME_BASE_PATH, path);
const unauthorized = errorResponse('Not signed in');
const notShared = errorResponse('Absent, or not shared with you');
const withdrawn = errorResponse(`Its owner withdrew your access: "${SHARE_WITHDRAWN}"`);
const idParam = z.object({ id: z.string().min(1).max(200) });

export const SHARE_COMMENT_RATE_LIMIT: RateLimitRule = { name: 'share-comment-per-user', windowSeconds: 60, max: 30 };

const listRoute = createRoute({
  method: 'get',
  path: relative(SHARED_WITH_ME_PATHS.analyses),
  summary: 'Shared with me: analyses their owners shared with the signed-in user by name',
  tags: ['admin-panel'],
  request: { query: sharedAnalysesQuerySchema },
  responses: { 200: jsonResponse(sharedAnalysesResponseSchema, 'One page'), 400: errorResponse('Bad query'), 401: unauthorized },
});
const detailRoute = createRoute({
  method: 'get',
  path: relative(SHARED_WITH_ME_PATHS.analysis),
  summary: 'One analysis shared with me (read only), with the comments I left',
  tags: ['admin-panel'],
  request: { params: idParam },
  responses: { 200: jsonResponse(sharedAnalysisDetailResponseSchema, 'The analysis'), 401: unauthorized, 403: withdrawn, 404: notShared },
});
const mediaRoute = createRoute({
  method: 'get',
  path: relative(SHARED_WITH_ME_PATHS.media),
  summary: 'The recording, only where the owner included it (honours Range requests)',
  tags: ['admin-panel'],
  request: { params: idParam },
  responses: {
    200: { description: 'The whole recording' },
    206: { description: 'Part of the recording' },
    401: unauthorized,
    403: errorResponse(`The recording was not shared, or its owner withdrew your access ("${SHARE_WITHDRAWN}")`),
    404: notShared,
    416: errorResponse('Range outside the file'),
  },
});
const commentRoute = createRoute({
  method: 'post',
  path: relative(SHARED_WITH_ME_PATHS.comments),
  summary: 'Leave a time-stamped comment the owner sees on the timeline (and gets by mail unless they turned comment mails off)',
  tags: ['admin-panel'],
  request: { params: idParam, ...jsonBody(createCommentRequestSchema) },
  responses: {
    200: jsonResponse(commentResponseSchema, 'Saved'),
    400: errorResponse('Empty, too long, bad time, or too many comments'),
    401: unauthorized,
    403: withdrawn,
    404: notShared,
    429: errorResponse('Too many comments at once'),
  },
});

/** `/api/admin-panel/*` ("Shared with me"): what others shared with the signed-in user; every user may call it, it shows only their shares. */
export function sharedWithMeRoutes(
  deps: Pick<ServerPorts, 'auth' | 'database'> & { sharing: SharingRuntime; analysis: { files: { media(ownerId: string, analysisId: string): Promise<StoredMedia> } } },
) {
  const { service } = deps.sharing;
  const router = createRouter();
  router.onError(httpProblemErrors);
  router.use('*', requireUser(deps.auth));
  router.on('POST', middlewarePathRelativeTo(SHARED_WITH_ME_BASE_PATH, SHARED_WITH_ME_PATHS.comments), rateLimit(deps.database.db, SHARE_COMMENT_RATE_LIMIT, { clientOf: bySignedInUser }));
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { analyses, total } = await service.sharedWithMe(c.var.user.id, { limit: query.page_size, offset: (query.page - 1) * query.page_size });
    return c.json({ status: 'success' as const, analyses, total, page: query.page, page_size: query.page_size }, 200);
  });
  router.openapi(detailRoute, async (c) => c.json({ status: 'success' as const, ...(await service.sharedAnalysis(c.var.user.id, c.req.valid('param').id)) }, 200));
  router.openapi(mediaRoute, async (c) => {
    const { ownerId, analysisId } = await service.recordingOf(c.var.user.id, c.req.valid('param').id);
    return mediaResponse(c, await deps.analysis.files.media(ownerId, analysisId));
  });
  router.openapi(commentRoute, async (c) =>
    c.json({ status: 'success' as const, comment: await service.comment(c.var.user.id, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  return router;
}
