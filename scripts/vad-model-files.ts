// The spoken interview finds the end of an answer from the voice with Silero VAD in the browser
// (docs/decisions/078-listening-voice-activity-echo-and-warm-recogniser.md). Its model, its audio worklet and
// onnxruntime-web's WASM binaries are served by our own server under /vad-model/: no CDN, and an installation without
// internet works. This Vite plugin copies them there at build time and serves them from node_modules in development.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the page finds the files: vad-web's `baseAssetPath` and `onnxWASMBasePath`. */
export const VAD_MODEL_URL_DIR = 'vad-model';

const require = createRequire(import.meta.url);

/** Each served file by name, with where it comes from: the v5 model, the worklet, and the single-threaded SIMD runtime. */
export function vadModelFiles(): Map<string, string> {
  const vad = join(dirname(require.resolve('@ricky0123/vad-web/package.json')), 'dist');
  // onnxruntime-web's `exports` hide its package.json; its main file is <package>/dist/ort.node.min.js.
  const ort = dirname(require.resolve('onnxruntime-web'));
  return new Map([
    ['silero_vad_v5.onnx', join(vad, 'silero_vad_v5.onnx')],
    ['vad.worklet.bundle.min.js', join(vad, 'vad.worklet.bundle.min.js')],
    ['ort-wasm-simd-threaded.wasm', join(ort, 'ort-wasm-simd-threaded.wasm')],
    ['ort-wasm-simd-threaded.mjs', join(ort, 'ort-wasm-simd-threaded.mjs')],
  ]);
}

const TYPES: Record<string, string> = { wasm: 'application/wasm', mjs: 'text/javascript', js: 'text/javascript' };

export function vadModelPlugin(): Plugin {
  const files = vadModelFiles();
  return {
    name: 'rehearse-vad-model',
    async generateBundle() {
      for (const [name, from] of files) this.emitFile({ type: 'asset', fileName: `${VAD_MODEL_URL_DIR}/${name}`, source: await readFile(from) });
    },
    configureServer(server) {
      server.middlewares.use(`/${VAD_MODEL_URL_DIR}/`, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const from = files.get(name);
        if (!from) return next();
        res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        createReadStream(from).pipe(res);
      });
    },
  };
}
