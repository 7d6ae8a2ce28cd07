import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@rehearse/contract/public-config';
import type { AppDeps } from '../../http/app-deps.ts';
import { createRouter } from '../../http/create-router.ts';

const publicConfigRoute = createRoute({
  method: 'get',
  path: '/config/public',
  summary: 'Sign-in options and contact details the web app shows',
  tags: ['config'],
  responses: { 200: { description: 'Public configuration', content: { 'application/json': { schema: publicConfigSchema } } } },
});

/** `GET /api/config/public`: lets the web app offer Google sign-in only when the server has it configured. */
export function publicConfigRoutes({ config }: AppDeps) {
  const router = createRouter();
  router.openapi(publicConfigRoute, (c) => c.json({ google: config.google !== null, support_email: config.supportEmail, coach: config.llm ? ('model' as const) : ('built-in' as const) }, 200));
  return router;
}
