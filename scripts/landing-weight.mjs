// The landing page's first load: every script, modulepreload and stylesheet the built index.html names, gzipped.
// One module for the size guard (`scripts/check-landing-weight.mjs`, run by `npm test` after the web build) and
// the benchmark (`npm run bench:landing`), so both count the same files the same way. Sizes are gzip at zlib's
// default level (that of the `gzip` command) in KB of 1000 bytes, the unit of Vite's build report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a visitor downloads before the landing page can start, held just above what it weighs (141.0 KB gzipped), so
 * that the first load does not grow back unnoticed (docs/decisions/056-signed-out-pages-start-lighter.md).
 */
export const LANDING_BUDGET_KB = 142;

/** Where `npm run build -w apps/web` writes the app. */
export const WEB_DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/**
 * @typedef {object} FirstLoadFile
 * @property {string} path       As named in index.html (e.g. `/assets/index-abc.js`).
 * @property {'script' | 'modulepreload' | 'stylesheet'} kind
 * @property {number} bytes      Size on disk.
 * @property {number} gzipBytes  Size gzipped at zlib's default level (what a compressing server sends).
 */

const TAG = /<(script|link)\b[^>]*>/gi;

/**
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/**
 * The same-origin files index.html makes the browser fetch before the app starts: module and classic scripts with
 * a `src`, `modulepreload` links and stylesheets. Each path once, in document order; inline scripts, data: URLs
 * and other origins are not counted.
 * @param {string} html
 * @returns {{ path: string, kind: FirstLoadFile['kind'] }[]}
 */
export function firstLoadPaths(html) {
  /** @type {{ path: string, kind: FirstLoadFile['kind'] }[]} */
  const found = [];
  for (const [tag, element = ''] of html.matchAll(TAG)) {
    /** @type {FirstLoadFile['kind'] | null} */
    let kind = null;
    let path = null;
    if (element.toLowerCase() === 'script') {
      kind = 'script';
      path = attribute(tag, 'src');
    } else {
      const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) kind = 'modulepreload';
      else if (rel.includes('stylesheet')) kind = 'stylesheet';
      path = attribute(tag, 'href');
    }
    if (!kind || !path || !path.startsWith('/') || path.startsWith('//')) continue;
    if (!found.some((file) => file.path === path)) found.push({ path, kind });
  }
  return found;
}

/**
 * Reads dist/index.html and sizes every file it names.
 * @param {string} [dist]
 * @returns {FirstLoadFile[]}
 */
export function measureFirstLoad(dist = WEB_DIST) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return firstLoadPaths(html).map(({ path, kind }) => {
    const content = readFileSync(join(dist, path.split(/[?#]/)[0] ?? path));
    return { path, kind, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
}

/**
 * KB of 1000 bytes, as Vite reports chunk sizes.
 * @param {number} bytes
 */
export function kilobytes(bytes) {
  return bytes / 1000;
}

/**
 * One line per file and a total, in KB.
 * @param {FirstLoadFile[]} files
 * @returns {string}
 */
export function formatFirstLoad(files) {
  const width = Math.max(...files.map((file) => file.path.length), 'total'.length);
  const line = (/** @type {string} */ name, /** @type {number} */ raw, /** @type {number} */ gzip) =>
    `${name.padEnd(width)}  ${kilobytes(raw).toFixed(1).padStart(8)} KB  ${kilobytes(gzip).toFixed(1).padStart(7)} KB gzip`;
  const rows = files.map((file) => line(file.path, file.bytes, file.gzipBytes));
  rows.push(line('total', totalBytes(files, 'bytes'), totalBytes(files, 'gzipBytes')));
  return rows.join('\n');
}

/**
 * @param {FirstLoadFile[]} files
 * @param {'bytes' | 'gzipBytes'} field
 */
export function totalBytes(files, field) {
  return files.reduce((sum, file) => sum + file[field], 0);
}
