import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { chooseEncoding, type ContentEncoding } from './content-encoding.ts';
import { etagFor, loadWebFiles, type WebFile, type WebFiles } from './web-files.ts';

/** The built web app (`npm run build -w apps/web`). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const MISSING_BUILD =
  'The web app is not built yet.\n\nRun `npm run build -w apps/web` (or `npm start`, which builds it) and reload this page.\n';

/** Hashed names change with their content, so a browser may keep them for good; everything else is asked about again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The built app, read once on first use; while there is no build, each request looks again (the build may come later). */
function webFilesOf(distDir: string): () => Promise<WebFiles | null> {
  let loaded: Promise<WebFiles> | null = null;
  return async () => {
    if (loaded) return loaded;
    try {
      await access(join(distDir, 'index.html'));
    } catch {
      return null;
    }
    loaded ??= loadWebFiles(distDir);
    return loaded;
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function send(c: Context<AppEnv>, file: WebFile, { varyByCookie = false } = {}): Response {
  const available = Object.keys(file.compressed) as ContentEncoding[];
  const encoding = chooseEncoding(c.req.header('accept-encoding'), available);
  const etag = etagFor(file, encoding);
  const headers: Record<string, string> = {
    'Cache-Control': file.immutable ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
    ETag: etag,
  };
  const vary = [...(available.length > 0 ? ['Accept-Encoding'] : []), ...(varyByCookie ? ['Cookie'] : [])];
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const body = encoding === null ? file.plain : (file.compressed[encoding] ?? file.plain);
  headers['Content-Type'] = file.contentType;
  headers['Content-Length'] = String(body.length);
  if (encoding !== null) headers['Content-Encoding'] = encoding;
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
}

/** better-auth's session cookie (`__Secure-` prefixed over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Where the build leaves the pre-rendered page for URL path `path` (`prerenderedFile` in scripts/prerender-pages.ts). */
export function prerenderedPagePath(path: string): string {
  return `/prerendered${path === '/' ? '/index' : path}.html`;
}

/**
 * The file answering a page path: its pre-rendered page (the landing page, sign-in) for a visitor, else index.html.
 * A request with a session cookie gets index.html, which shows a spinner until the session is known, rather than a
 * page for visitors that a signed-in user would be sent away from.
 */
function pageFile(files: WebFiles, path: string, cookie: string | undefined): { file: WebFile | undefined; byCookie: boolean } {
  const prerendered = files.get(prerenderedPagePath(path));
  if (!prerendered) return { file: files.get('/index.html'), byCookie: false };
  return { file: cookie && SESSION_COOKIE.test(cookie) ? files.get('/index.html') : prerendered, byCookie: true };
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Serves the SPA's files from memory, compressed as the build left them (brotli or gzip by the request's
 * Accept-Encoding), with validators; index.html answers every other non-API GET, since the client-side router owns
 * those paths — or, for a visitor, the page pre-rendered for that path at build time. A missing hashed asset is a 404, not the page: a browser holding an old build's page must not parse
 * HTML as script.
 */
export function mountStaticWeb(app: Hono<AppEnv>, distDir = WEB_DIST_DIR): void {
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/');
  const webFiles = webFilesOf(distDir);
  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const files = await webFiles();
    if (!files) return c.text(MISSING_BUILD, 503);
    const path = decodedPath(c.req.path);
    const file = path === null || path === '/' ? undefined : files.get(path);
    if (file) return send(c, file);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found\n', 404);
    const page = pageFile(files, path ?? '', c.req.header('cookie'));
    return page.file ? send(c, page.file, { varyByCookie: page.byCookie }) : c.text(MISSING_BUILD, 503);
  });
}
