// Brotli and gzip copies of the built web app's text files, written beside them at build time (`index-abc.js` →
// `index-abc.js.br`, `index-abc.js.gz`), so the server sends compressed files without compressing per request
// (docs/decisions/026-static-delivery.md). Node's zlib does the compressing, at its strongest settings: it runs once
// per build, not per request. A Vite plugin (apps/web/vite.config.ts) runs it after Vite has written dist/.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text formats. Images, fonts and media are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|map|wasm)$/i;

/** Below this a compressed copy saves less than a network packet. */
export const PRECOMPRESS_THRESHOLD_BYTES = 1024;

/** Both compressed forms of `content`. */
export async function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface PrecompressedFile {
  file: string;
  bytes: number;
  /** Size of the `.br` copy, or null when brotli did not make it smaller (no copy written); `gz` likewise. */
  br: number | null;
  gz: number | null;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of at least `threshold` bytes under `dir`,
 * each only when it is smaller than the file. Returns what it wrote.
 */
export async function precompressDirectory(dir: string, { threshold = PRECOMPRESS_THRESHOLD_BYTES } = {}): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_FILE.test(file));
  const written: PrecompressedFile[] = [];
  for (const file of files) {
    if ((await stat(file)).size < threshold) continue;
    const content = await readFile(file);
    const { br, gz } = await compressBoth(content);
    const keepBr = br.length < content.length;
    const keepGz = gz.length < content.length;
    if (keepBr) await writeFile(`${file}.br`, br);
    if (keepGz) await writeFile(`${file}.gz`, gz);
    written.push({ file, bytes: content.length, br: keepBr ? br.length : null, gz: keepGz ? gz.length : null });
  }
  return written;
}

/** The Vite plugin: after a production build has written its files, compress them. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'rehearse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
