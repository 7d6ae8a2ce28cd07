import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The built web app (`npm run build -w apps/web`). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const MISSING_BUILD =
  'The web app is not built yet.\n\nRun `npm run build -w apps/web` (or `npm start`, which builds it) and reload this page.\n';

/** Serves the SPA's files and falls back to index.html for every other non-API GET. */
export function mountStaticWeb(app: Hono<AppEnv>, distDir = WEB_DIST_DIR): void {
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/');
  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    if (!existsSync(join(distDir, 'index.html'))) return c.text(MISSING_BUILD, 503);
    return serveStatic<AppEnv>({ root: distDir })(c, async () => {
      // No such file: the client-side router owns this path.
      c.res = c.html(readFileSync(join(distDir, 'index.html'), 'utf8'));
      c.header('Cache-Control', 'no-cache');
    });
  });
}
