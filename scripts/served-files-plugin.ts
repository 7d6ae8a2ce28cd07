// Files the page loads at run time (models, WASM, worklets) are served by our own server, beside the app: no CDN,
// and an installation without internet works. This Vite plugin copies them under /<urlDir>/ at build time and serves
// them from node_modules in development.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const CONTENT_TYPES: Record<string, string> = { wasm: 'application/wasm', json: 'application/json', mjs: 'text/javascript', js: 'text/javascript' };

/** `files`: each served file by name, with the path it is read from. */
export function servedFilesPlugin({ name, urlDir, files }: { name: string; urlDir: string; files: ReadonlyMap<string, string> }): Plugin {
  return {
    name,
    async generateBundle() {
      for (const [file, from] of files) this.emitFile({ type: 'asset', fileName: `${urlDir}/${file}`, source: await readFile(from) });
    },
    configureServer(server) {
      server.middlewares.use(`/${urlDir}/`, (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const from = files.get(file);
        if (!from) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
        createReadStream(from).pipe(res);
      });
    },
  };
}
