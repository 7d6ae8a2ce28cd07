// What `npm start` and `npm run worker` build before they run (docs/decisions/013-production-build.md).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { compileServer, SERVER_PACKAGES } from './compile-server.mjs';

/** Build files every target depends on: a change in how things are built is a change of the outputs. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'scripts/build-targets.mjs'];

/**
 * The server, the worker, the analysis engine and the packages they import, compiled to `<package>/dist/`.
 * @type {import('./fresh-build.mjs').BuildTarget}
 */
export const SERVER_TARGET = {
  name: 'server',
  inputs: [
    ...COMMON_INPUTS,
    'scripts/compile-server.mjs',
    ...SERVER_PACKAGES.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`, `${dir}/tsconfig.json`]),
  ],
  outputs: ['apps/server/dist/main.js', 'apps/server/dist/worker.js', ...SERVER_PACKAGES.map((dir) => `${dir}/dist`)],
  build: (root) => compileServer(root),
};

/**
 * The web app (`npm run build -w apps/web` → apps/web/dist). Its inputs are the web workspace, the contract it
 * imports and the one document it bundles (the Whisper help page shows a section of docs/OPERATIONS.md).
 * @type {import('./fresh-build.mjs').BuildTarget}
 */
export const WEB_TARGET = {
  name: 'web',
  inputs: [...COMMON_INPUTS, 'scripts/precompress.ts', 'scripts/prerender-pages.ts', 'scripts/preload-entry-imports.ts', 'scripts/stylesheets-first.ts', 'scripts/face-model-files.ts', 'scripts/vad-model-files.ts', 'scripts/served-files-plugin.ts', 'apps/web', 'packages/contract/src', 'packages/contract/package.json', 'packages/interviewer/src', 'packages/interviewer/package.json', 'docs/OPERATIONS.md'],
  outputs: ['apps/web/dist/index.html'],
  build: async (root) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`npm run build -w apps/web exited with ${code}`);
  },
};

/** Where stamps and locks live: per checkout, out of git, and gone with node_modules (new dependencies). */
export const STAMP_DIR = 'node_modules/.cache/rehearse-build';
