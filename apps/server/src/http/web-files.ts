import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { ContentEncoding } from './content-encoding.ts';

/** One file of the built web app, with the compressed copies the build wrote beside it. */
export interface WebFile {
  contentType: string;
  /** Vite names these by content hash (`/assets/index-abc123.js`): a new build gives new names. */
  immutable: boolean;
  /** Strong validator of the plain bytes; each compressed form gets its own (`"…-br"`), as it is another representation. */
  etag: string;
  plain: Uint8Array<ArrayBuffer>;
  compressed: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

/** URL path (`/assets/index-abc.js`) → file. */
export type WebFiles = ReadonlyMap<string, WebFile>;

const COPY_SUFFIXES: Record<string, ContentEncoding> = { '.br': 'br', '.gz': 'gzip' };

function etagOf(content: Uint8Array): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** The validator of one representation of `file`. */
export function etagFor(file: WebFile, encoding: ContentEncoding | null): string {
  return encoding === null ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
}

function contentTypeOf(path: string): string {
  const type = getMimeType(path) ?? 'application/octet-stream';
  return type.startsWith('text/') && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}

/**
 * Reads every file under `distDir` into memory once (the built app is about 1 MB plus its compressed copies), so a
 * request costs no file-system call. Compressed copies (`x.js.br`, `x.js.gz`) join their file instead of being
 * files of their own.
 */
export async function loadWebFiles(distDir: string): Promise<WebFiles> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const contents = new Map(await Promise.all(paths.map(async (path) => [path, await readFile(path)] as const)));
  const files = new Map<string, WebFile>();
  const urlOf = (path: string) => `/${relative(distDir, path).split(sep).join('/')}`;
  for (const [path, plain] of contents) {
    const suffix = Object.keys(COPY_SUFFIXES).find((ending) => path.endsWith(ending) && contents.has(path.slice(0, -ending.length)));
    if (suffix) continue;
    const compressed: WebFile['compressed'] = {};
    for (const [ending, encoding] of Object.entries(COPY_SUFFIXES)) {
      const copy = contents.get(path + ending);
      if (copy) compressed[encoding] = copy;
    }
    const url = urlOf(path);
    files.set(url, { contentType: contentTypeOf(path), immutable: url.startsWith('/assets/'), etag: etagOf(plain), plain, compressed });
  }
  return files;
}
