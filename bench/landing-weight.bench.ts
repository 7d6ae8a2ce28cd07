// `npm run bench:landing`: the landing page's first load. Builds the web app, then gzips every script, modulepreload
// and stylesheet the built index.html names and prints each file and the total (KB of 1000 bytes) against the budget —
// the count `npm test` checks with scripts/check-landing-weight.mjs. For context it also prints what loads on demand
// (the other JavaScript files and the largest of them). `--no-build` measures the dist/ already there.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatFirstLoad, kilobytes, LANDING_BUDGET_KB, measureFirstLoad, totalBytes, WEB_DIST } from '../scripts/landing-weight.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/web'], { stdio: ['ignore', 'ignore', 'inherit'] });

const firstLoad = measureFirstLoad();
const total = kilobytes(totalBytes(firstLoad, 'gzipBytes'));
console.log(`First load of the landing page (files named in ${join(WEB_DIST, 'index.html')}):`);
console.log(formatFirstLoad(firstLoad));
console.log(`budget ${LANDING_BUDGET_KB} KB gzip: ${total <= LANDING_BUDGET_KB ? 'within' : 'OVER'} (${(LANDING_BUDGET_KB - total).toFixed(1)} KB to spare)`);

const named = new Set(firstLoad.map((file) => file.path));
const onDemand = readdirSync(join(WEB_DIST, 'assets'))
  .filter((name) => name.endsWith('.js') && !named.has(`/assets/${name}`))
  .map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(WEB_DIST, 'assets', name))).length }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const onDemandKb = kilobytes(onDemand.reduce((sum, file) => sum + file.gzipBytes, 0));
console.log(`\nLoaded on demand: ${onDemand.length} JavaScript files, ${onDemandKb.toFixed(1)} KB gzip in all; the largest:`);
for (const file of onDemand.slice(0, 5)) console.log(`  ${file.name.padEnd(44)} ${kilobytes(file.gzipBytes).toFixed(1).padStart(6)} KB gzip`);
