#!/usr/bin/env node
// `node scripts/build.mjs [server] [web]` (both by default): builds what is missing or stale and says so.
// `npm start` and `npm run worker` run it first; with nothing changed it only reads the sources and returns.
import { join } from 'node:path';
import { SERVER_TARGET, STAMP_DIR, WEB_TARGET } from './build-targets.mjs';
import { ensureFresh } from './fresh-build.mjs';

const root = join(import.meta.dirname, '..');
const targets = { server: SERVER_TARGET, web: WEB_TARGET };
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in targets));
if (unknown.length > 0) {
  console.error(`Unknown build target: ${unknown.join(', ')} (known: ${Object.keys(targets).join(', ')})`);
  process.exit(2);
}

for (const name of names.length > 0 ? names : Object.keys(targets)) {
  const started = performance.now();
  const target = targets[/** @type {keyof typeof targets} */ (name)];
  const { built } = await ensureFresh(target, { root, stampDir: join(root, STAMP_DIR) });
  console.log(built ? `${name} build: built in ${((performance.now() - started) / 1000).toFixed(1)} s` : `${name} build: up to date`);
}
