// The mock interview's 'your face is out of frame' cue runs Human's face detector in the browser
// (docs/decisions/039-face-cue-in-the-browser.md). Its model and the WASM backend's binaries are served by our own
// server, beside the app, under /face-model/: no CDN, and an installation without internet works.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { servedFilesPlugin } from './served-files-plugin.ts';

/** Where the page finds the files: Human's `modelBasePath` and `wasmPath`. */
export const FACE_MODEL_URL_DIR = 'face-model';

const require = createRequire(import.meta.url);

/** Each served file by name, with where it comes from. Threaded WASM needs cross-origin isolation, which the app does not have. */
export function faceModelFiles(): Map<string, string> {
  // Human's `exports` hide its package.json: its main file is <package>/dist/human.node.js.
  const human = dirname(dirname(require.resolve('@vladmandic/human')));
  const wasm = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  return new Map([
    ['blazeface.json', join(human, 'models', 'blazeface.json')],
    ['blazeface.bin', join(human, 'models', 'blazeface.bin')],
    ['tfjs-backend-wasm-simd.wasm', join(wasm, 'tfjs-backend-wasm-simd.wasm')],
    ['tfjs-backend-wasm.wasm', join(wasm, 'tfjs-backend-wasm.wasm')],
  ]);
}

export function faceModelPlugin(): Plugin {
  return servedFilesPlugin({ name: 'rehearse-face-model', urlDir: FACE_MODEL_URL_DIR, files: faceModelFiles() });
}
