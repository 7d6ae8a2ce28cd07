import { createRoute, z } from '@hono/zod-openapi';
import {
  INTERVIEWERS_ONLY,
  SHARED_ANALYSIS_NOT_FOUND,
  sharedAnalysesQuerySchema,
  sharedAnalysesResponseSchema,
  sharedAnalysisDetailResponseSchema,
} from '@rehearse/contract/admin-panel';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { AUTHENTICATION_FAILED } from '@rehearse/contract/auth-messages';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/create-router.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { sessionUserOf } from '../../http/session-user.ts';
import type { Auth } from '../../auth/create-auth.ts';
import { withAdminUserTable } from './admin-user-table.ts';
import { SharedAnalysisRepository } from './shared-analysis-repository.ts';

export const ADMIN_PANEL_BASE_PATH = '/api/admin-panel';

const guarded = { 401: errorResponse('Not signed in'), 403: errorResponse('Signed in, but not an interviewer') };

const listRoute = createRoute({
  method: 'get',
  path: '/analyses/',
  summary: 'Analyses their owners shared (privacy.analysisPublic), for interviewers',
  tags: ['admin-panel'],
  request: { query: sharedAnalysesQuerySchema },
  responses: { 200: { description: 'One page', content: { 'application/json': { schema: sharedAnalysesResponseSchema } } }, 400: errorResponse('Bad query'), ...guarded },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/analyses/{id}/',
  summary: 'One shared analysis: scores, feedback and transcript (never the recording)',
  tags: ['admin-panel'],
  request: { params: z.object({ id: z.string().min(1).max(255) }) },
  responses: {
    200: { description: 'The analysis', content: { 'application/json': { schema: sharedAnalysisDetailResponseSchema } } },
    404: errorResponse('Absent, or not shared'),
    ...guarded,
  },
});

/** Only users whose user_type is interviewer may use the admin panel; others 403. */
function requireInterviewer(auth: Auth, database: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionUserOf(auth, c.req.raw.headers);
    if (!user) return c.json({ status: 'error' as const, message: AUTHENTICATION_FAILED }, 401);
    const row = await withAdminUserTable(database.db).selectFrom('user').select('user_type').where('id', '=', user.id).executeTakeFirst();
    if (row?.user_type !== 'interviewer') return c.json({ status: 'error' as const, message: INTERVIEWERS_ONLY }, 403);
    c.set('user', user);
    await next();
  };
}

/** `/api/admin-panel/*`: read-only review of shared analyses. */
export function adminPanelRoutes({ auth, database }: AppDeps) {
  const router = createRouter();
  const shared = new SharedAnalysisRepository(database);
  router.use('*', requireInterviewer(auth, database));
  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { analyses, total } = await shared.list({ limit: query.page_size, offset: (query.page - 1) * query.page_size });
    return c.json({ status: 'success' as const, analyses, total, page: query.page, page_size: query.page_size }, 200);
  });
  router.openapi(detailRoute, async (c) => {
    const found = await shared.find(c.req.valid('param').id);
    const parsed = found?.result ? analysisResultSchema.safeParse(JSON.parse(found.result)) : null;
    if (!found || !parsed?.success) throw new HTTPException(404, { message: SHARED_ANALYSIS_NOT_FOUND });
    return c.json({ status: 'success' as const, analysis: found.item, results: parsed.data }, 200);
  });
  return router;
}
