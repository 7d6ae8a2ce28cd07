import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { trustedOriginsOf } from '../auth/create-auth.ts';
import { apiCors } from '../http/api-cors.ts';
import { compressLargeResponses } from '../http/compress-large-responses.ts';
import { mountApiDocs } from '../http/api-docs.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { auditAuthAdminRoutes, requireAdminForAuthRoutes, sessionDetailsOnlyForManagers } from '../features/admin/index.ts';
import { httpMetrics } from '../features/metrics/index.ts';
import { MOCK_BASE_PATH, withMockErrorFields } from '../features/mock/index.ts';
import { authHandler } from '../http/auth-handler.ts';
import { createRouter } from '../http/create-router.ts';
import { apiNotFound, handleError } from '../http/error-handler.ts';
import { requireTrustedOrigin } from '../http/origin-check.ts';
import { requestContext } from '../http/request-context.ts';
import type { RouteModule } from './route-module.ts';
import { routeModules } from './route-modules.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { sessionCacheOf } from '../http/session-user.ts';
import { mountStaticWeb, WEB_DIST_DIR } from '../http/static-web.ts';

/** Largest JSON (or form/text) body any route accepts; streamed uploads are not limited here. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  modules?: RouteModule[];
  /** Mounted last instead of the module at its base path: a test kit's own build of its feature. */
  replacing?: RouteModule;
  webDistDir?: string;
}

function modulesOf(options: CreateAppOptions): RouteModule[] {
  const modules = options.modules ?? routeModules;
  const { replacing } = options;
  return replacing ? [...modules.filter((m) => m.basePath !== replacing.basePath), replacing] : modules;
}

/** The whole HTTP app: middleware, better-auth at /api/auth/*, feature routes, docs, SPA. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): OpenAPIHono<AppEnv> {
  const app = createRouter();
  const origins = trustedOriginsOf(deps.config);

  app.onError(handleError);
  app.use('*', requestContext(deps.logger, deps.config.trustProxy));
  app.use('*', securityHeaders(deps.objects.directUploadOrigin ? [deps.objects.directUploadOrigin()] : []));
  app.use('*', httpMetrics(deps.metrics));
  app.use('/api/*', compressLargeResponses());
  const corsForApi = apiCors(origins);
  app.use('/api/*', corsForApi);
  app.use('/auth/*', corsForApi);
  // Outside every refusal below (origin, body limit, sign-in, validation), so that the mock routes' errors all have the mock shape.
  app.use(`${MOCK_BASE_PATH}/*`, withMockErrorFields());
  // better-auth checks the origin of its own routes (/api/auth/*); this covers every other change.
  const trustedOriginOnly = requireTrustedOrigin(origins);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/auth/') ? next() : trustedOriginOnly(c, next)));
  app.use('/auth/*', trustedOriginOnly);
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ status: 'error' as const, message: 'Request body too large' }, 413),
  });
  app.use('*', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    return /json|x-www-form-urlencoded|^text\//i.test(type) ? limitBody(c, next) : next();
  });

  // Any change made through the auth routes (sign-out, revocation, role or profile changes) drops
  // the resolved sessions this process keeps for a few seconds.
  const forgetSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
    const changesSessions = c.req.method !== 'GET';
    if (changesSessions) sessionCacheOf(deps.auth).clear();
    await next();
    if (changesSessions) sessionCacheOf(deps.auth).clear();
  };
  app.use('/api/auth/*', forgetSessions);
  app.use('/auth/*', forgetSessions);
  app.use('/api/auth/admin/*', requireAdminForAuthRoutes(deps.auth));
  app.use('/api/auth/admin/*', sessionDetailsOnlyForManagers());
  app.use('/api/auth/admin/*', auditAuthAdminRoutes(deps.database));
  app.on(['GET', 'POST'], '/api/auth/*', authHandler(deps.auth));
  for (const module of modulesOf(options)) app.route(module.basePath, module.create(deps));
  mountApiDocs(app, deps.auth);
  app.all('/api/*', apiNotFound);
  app.all('/api', apiNotFound);
  app.all('/auth/*', apiNotFound);
  mountStaticWeb(app, options.webDistDir ?? WEB_DIST_DIR);
  app.notFound(apiNotFound);
  return app;
}
