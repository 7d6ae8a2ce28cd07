// `npm run bench:landing`: the landing page's first load. Builds the web app, then prints each script, modulepreload
// and stylesheet the built index.html names, and index.html itself: its size, gzipped (the count `npm test` checks with
// scripts/check-landing-weight.mjs against the budget), and the bytes on the wire — the body the server's own static
// handler sends a browser that accepts brotli (`Accept-Encoding: gzip, deflate, br, zstd`, as Chromium sends), i.e.
// the build's precompressed copy. For context it also prints what loads on demand (the other JavaScript files and the
// largest of them). `--no-build` measures the dist/ already there.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../apps/server/src/http/app-env.ts';
import { mountStaticWeb } from '../apps/server/src/http/static-web.ts';
import { formatFirstLoad, kilobytes, LANDING_BUDGET_KB, measureFirstLoad, totalBytes, WEB_DIST } from '../scripts/landing-weight.mjs';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/web'], { stdio: ['ignore', 'ignore', 'inherit'] });

const firstLoad = measureFirstLoad();
const total = kilobytes(totalBytes(firstLoad, 'gzipBytes'));
console.log(`First load of the landing page (files named in ${join(WEB_DIST, 'index.html')}):`);
console.log(formatFirstLoad(firstLoad));
console.log(`budget ${LANDING_BUDGET_KB} KB gzip: ${total <= LANDING_BUDGET_KB ? 'within' : 'OVER'} (${(LANDING_BUDGET_KB - total).toFixed(1)} KB to spare)`);

const server = new Hono<AppEnv>();
mountStaticWeb(server, WEB_DIST);
const onTheWire = [];
for (const path of ['/', ...firstLoad.map((file) => file.path)]) {
  const res = await server.request(path, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  const bytes = (await res.arrayBuffer()).byteLength;
  onTheWire.push({ path, bytes, encoding: res.headers.get('content-encoding') ?? 'none', cache: res.headers.get('cache-control') ?? '' });
}
const width = Math.max(...onTheWire.map((file) => file.path.length), 'total'.length);
console.log(`\nOn the wire (response bodies for Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}):`);
for (const file of onTheWire) {
  console.log(`${file.path.padEnd(width)}  ${kilobytes(file.bytes).toFixed(1).padStart(7)} KB  ${file.encoding.padEnd(4)}  ${file.cache}`);
}
const wireTotal = onTheWire.reduce((sum, file) => sum + file.bytes, 0);
console.log(`${'total'.padEnd(width)}  ${kilobytes(wireTotal).toFixed(1).padStart(7)} KB on the wire in ${onTheWire.length} responses`);

const named = new Set(firstLoad.map((file) => file.path));
const onDemand = readdirSync(join(WEB_DIST, 'assets'))
  .filter((name) => name.endsWith('.js') && !named.has(`/assets/${name}`))
  .map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(WEB_DIST, 'assets', name))).length }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const onDemandKb = kilobytes(onDemand.reduce((sum, file) => sum + file.gzipBytes, 0));
console.log(`\nLoaded on demand: ${onDemand.length} JavaScript files, ${onDemandKb.toFixed(1)} KB gzip in all; the largest:`);
for (const file of onDemand.slice(0, 5)) console.log(`  ${file.name.padEnd(44)} ${kilobytes(file.gzipBytes).toFixed(1).padStart(6)} KB gzip`);
