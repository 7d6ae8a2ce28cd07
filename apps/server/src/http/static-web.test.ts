import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../scripts/precompress.ts';
import { prerenderedFile } from '../../../../scripts/prerender-pages.ts';
import type { AppEnv } from './app-env.ts';
import { IMMUTABLE_CACHE_CONTROL, mountStaticWeb, prerenderedPagePath } from './static-web.ts';

const SCRIPT = 'export function render() { return "landing page"; }\n'.repeat(100);
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Rehearse</p>'.repeat(100)}</body></html>`;
let dist = '';
let app: Hono<AppEnv>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rehearse-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await precompressDirectory(dist);
  app = new Hono<AppEnv>();
  mountStaticWeb(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('the web app, served from the build', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, plain bytes otherwise, all with Vary', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate index.html, and answers 304 to a matching ETag of the same encoding', async () => {
    for (const path of ['/', '/index.html', '/dashboard', '/analysis/video/talk.mp4']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(PAGE);
    }
    const first = await get('/dashboard', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/dashboard', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The gzip and plain forms are other representations: the brotli validator does not stand for them.
    const gzip = await get('/dashboard', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
    const changed = await get('/', { 'accept-encoding': 'br', 'if-none-match': '"an-older-build"' });
    expect(changed.status).toBe(200);
  });

  it('serves a real robots.txt as text/plain', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('answers a missing hashed asset with 404 instead of the page', async () => {
    const res = await get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('');
  });

  it('picks up a build that appears after the server started', async () => {
    const later = mkdtempSync(join(tmpdir(), 'rehearse-static-later-'));
    try {
      const late = new Hono<AppEnv>();
      mountStaticWeb(late, later);
      expect((await late.request('/')).status).toBe(503);
      writeFileSync(join(later, 'index.html'), PAGE);
      expect(await (await late.request('/')).text()).toBe(PAGE);
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });
});

describe('pre-rendered pages', () => {
  const LANDING = '<!doctype html><html><body><div id="root" data-prerendered="/"><h1>Practise</h1></div></body></html>';
  const LOGIN = '<!doctype html><html><body><div id="root" data-prerendered="/login"><h1>Welcome back</h1></div></body></html>';
  let built = '';
  let server: Hono<AppEnv>;

  beforeAll(() => {
    built = mkdtempSync(join(tmpdir(), 'rehearse-static-prerendered-'));
    mkdirSync(join(built, 'prerendered'));
    writeFileSync(join(built, 'index.html'), PAGE);
    writeFileSync(join(built, prerenderedFile('/')), LANDING);
    writeFileSync(join(built, prerenderedFile('/login')), LOGIN);
    server = new Hono<AppEnv>();
    mountStaticWeb(server, built);
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  const page = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });

  it('finds them where the build writes them', () => {
    for (const path of ['/', '/login']) expect(prerenderedPagePath(path)).toBe(prerenderedFile(path));
  });

  it('sends a visitor the page pre-rendered for the path, query or not, varying by cookie', async () => {
    expect(await (await page('/')).text()).toBe(LANDING);
    const login = await page('/login?verified=1');
    expect(await login.text()).toBe(LOGIN);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('vary')).toBe('Cookie');
  });

  it('sends index.html to a request with a session cookie, and for paths without a pre-rendered page', async () => {
    expect(await (await page('/', { cookie: 'theme=dark; better-auth.session_token=abc.def' })).text()).toBe(PAGE);
    expect(await (await page('/login', { cookie: '__Secure-better-auth.session_token=abc.def' })).text()).toBe(PAGE);
    expect(await (await page('/login', { cookie: 'better-auth.session_data=x' })).text()).toBe(LOGIN);
    const register = await page('/register');
    expect(await register.text()).toBe(PAGE);
    expect(register.headers.get('vary')).toBeNull();
  });
});
