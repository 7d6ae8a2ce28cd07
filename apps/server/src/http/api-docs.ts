import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Auth } from '../auth/create-auth.ts';
import type { AppEnv } from './app-env.ts';
import { authOpenApiPart } from './auth-openapi.ts';
import { withSharedAnswers } from './openapi-shared-answers.ts';
import { PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';

export const OPENAPI_PATH = PUBLIC_API_PATHS.openapi;
export const API_DOCS_PATH = PUBLIC_API_PATHS.docs;

/** Swagger UI's files, served from the installed package: no CDN, so the page works offline and under the app's CSP. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** Starts the viewer; a file, because the CSP allows no inline script. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#api-docs', deepLinking: true, validatorUrl: null });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rehearse API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<noscript>The API description is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
<div id="api-docs"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

export const OPENAPI_DOCUMENT_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Rehearse API',
    version: '1.0.0',
    description:
      'Interview-practice API. Errors are `{"status":"error","message":"…"}`. Accounts, sessions and two-factor sign-in live under `/api/auth/*` (better-auth).',
  },
};

/**
 * The OpenAPI 3.1 document at /api/openapi.json: generated from the route schemas, plus the better-auth routes the
 * app uses as better-auth describes them (made true to what the app sends, auth-openapi.ts), plus the answers the
 * shared middleware gives on every route (openapi-shared-answers.ts); Swagger UI over it at /api/docs (and /api/docs/).
 */
export function mountApiDocs(app: OpenAPIHono<AppEnv>, auth: Auth): void {
  let document: Promise<unknown> | null = null;
  const build = async () => {
    const own = app.getOpenAPI31Document(OPENAPI_DOCUMENT_CONFIG);
    const part = authOpenApiPart(await auth.api.generateOpenAPISchema());
    return withSharedAnswers({
      ...own,
      paths: { ...own.paths, ...part.paths },
      components: {
        ...own.components,
        schemas: { ...own.components?.schemas, ...part.schemas },
        securitySchemes: { ...own.components?.securitySchemes, ...part.securitySchemes },
      },
    });
  };
  app.get(OPENAPI_PATH, async (c) => {
    // The routes are all registered before the first request; built once, a failure is tried again next time.
    document ??= build().catch((error: unknown) => {
      document = null;
      throw error;
    });
    return c.json(await document);
  });
  const cache = new Map<string, string>();
  app.get(API_DOCS_PATH, (c) => c.html(PAGE));
  app.get(`${API_DOCS_PATH}/`, (c) => c.html(PAGE));
  app.get(`${API_DOCS_PATH}/init.js`, (c) => c.body(INIT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  for (const [name, type] of Object.entries(ASSETS)) {
    app.get(`${API_DOCS_PATH}/${name}`, (c) => {
      let text = cache.get(name);
      if (text === undefined) {
        text = readFileSync(join(SWAGGER_UI_DIR, name), 'utf8');
        cache.set(name, text);
      }
      return c.body(text, 200, { 'content-type': type, 'cache-control': 'public, max-age=3600' });
    });
  }
}
