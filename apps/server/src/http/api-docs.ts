import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

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

/** The OpenAPI 3.1 document generated from the route schemas at /api/openapi.json, and Swagger UI over it at /api/docs. */
export function mountApiDocs(app: OpenAPIHono<AppEnv>): void {
  app.doc31(OPENAPI_PATH, OPENAPI_DOCUMENT_CONFIG);
  const cache = new Map<string, string>();
  app.get(API_DOCS_PATH, (c) => c.html(PAGE));
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
