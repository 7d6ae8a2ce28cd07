import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';

export const OPENAPI_PATH = '/api/openapi.json';

interface OpenApiDocument {
  paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

/** The OpenAPI document at /api/openapi.json and a plain HTML list of the API at /api/docs. */
export function mountApiDocs(app: OpenAPIHono<AppEnv>): void {
  const documentConfig = {
    openapi: '3.1.0',
    info: { title: 'Rehearse API', version: '1.0.0', description: 'Interview-practice API. Accounts live under /api/auth (better-auth).' },
  };
  app.doc31(OPENAPI_PATH, documentConfig);
  app.get('/api/docs', (c) => {
    const doc = app.getOpenAPI31Document(documentConfig) as OpenApiDocument;
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, op]) => `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary ?? '')}</td></tr>`,
      ),
    );
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rehearse API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td{padding:.3rem .8rem;border-bottom:1px solid #ddd}code{font-size:.95em}</style></head>
<body><h1>Rehearse API</h1><p>Machine-readable description: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>. Errors are <code>{"status":"error","message":"…"}</code>. Sign-in, sign-up and sessions: <code>/api/auth/*</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Purpose</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`);
  });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
