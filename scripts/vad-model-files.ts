// The spoken interview finds the end of an answer from the voice with Silero VAD in the browser
// (docs/decisions/078-listening-voice-activity-echo-and-warm-recogniser.md). Its model, its audio worklet and
// onnxruntime-web's WASM binaries are served by our own server under /vad-model/: no CDN, and an installation without
// internet works.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { servedFilesPlugin } from './served-files-plugin.ts';

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

export function vadModelPlugin(): Plugin {
  return servedFilesPlugin({ name: 'rehearse-vad-model', urlDir: VAD_MODEL_URL_DIR, files: vadModelFiles() });
}
