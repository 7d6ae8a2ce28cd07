#!/usr/bin/env node
// `npm test` runs this right after `npm run build -w apps/web`: it fails when the landing page's first load (the
// files the built index.html names, gzipped) is over budget. A size budget, not a timing: the same build gives the
// same figure on any machine. `npm run bench:landing` prints the same figures without failing.
// Usage: node scripts/check-landing-weight.mjs [dist directory, default apps/web/dist]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatFirstLoad, kilobytes, LANDING_BUDGET_KB, measureFirstLoad, totalBytes, WEB_DIST } from './landing-weight.mjs';

const dist = process.argv[2] ?? WEB_DIST;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${join(dist, 'index.html')}: build the web app first (npm run build -w apps/web).`);
  process.exit(1);
}
const files = measureFirstLoad(dist);
const total = kilobytes(totalBytes(files, 'gzipBytes'));
if (total > LANDING_BUDGET_KB) {
  console.error(
    `The landing page's first load is ${total.toFixed(1)} KB gzipped, over its ${LANDING_BUDGET_KB} KB budget:\n${formatFirstLoad(files)}\n` +
      'Load screens and heavy parts on demand (docs/decisions/016-landing-code-splitting.md says what belongs in the first load).',
  );
  process.exit(1);
}
console.log(`The landing page's first load: ${total.toFixed(1)} KB gzipped in ${files.length} files (budget ${LANDING_BUDGET_KB} KB).`);
