import { createRoute } from '@hono/zod-openapi';
import { PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';
import { publicConfigSchema } from '@rehearse/contract/public-config';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { relativeTo } from '../../http/openapi-content.ts';

const publicConfigRoute = createRoute({
  method: 'get',
  path: relativeTo(PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS.publicConfig),
  summary: 'Sign-in options and contact details the web app shows',
  tags: ['config'],
  responses: { 200: { description: 'Public configuration', content: { 'application/json': { schema: publicConfigSchema } } } },
});

const MIB = 1024 * 1024;

/**
 * `GET /api/config/public`: lets the web app offer Google sign-in only when the server has it
 * configured, publish only the support details the operator set, and check uploads against the
 * limit the server enforces, and say whether the coach answers with a language model.
 */
export function publicConfigRoutes({
  config,
  analysis,
  languageModels,
}: Pick<ServerPorts, 'config'> & { analysis: { commands: { maxUploadBytes(): Promise<number> } }; languageModels: Pick<LanguageModels, 'engine'> }) {
  const router = createRouter();
  router.openapi(publicConfigRoute, async (c) =>
    c.json(
      {
        google: config.google !== null,
        support_email: config.publicSupport.email,
        support_hours: config.publicSupport.hours,
        max_upload_mb: (await analysis.commands.maxUploadBytes()) / MIB,
        // The engine answering now: a hosted model, or the local one once it is fetched and held by this process.
        coach: languageModels.engine().kind === 'built-in' ? ('built-in' as const) : ('model' as const),
      },
      200,
    ),
  );
  return router;
}
