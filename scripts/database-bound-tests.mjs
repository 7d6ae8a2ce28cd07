#!/usr/bin/env node
// Prints the server test files that talk to a database, one per line: `npm run test:db` runs these (and only
// these) again on PostgreSQL. A file talks to a database when its relative imports lead, directly or through a
// test kit, to apps/server/src/test/test-database.ts (every test app and kit gets its database there), or when
// it reads DATABASE_URL itself. The rest (pure functions, the object stores, config parsing) gain nothing
// from a second run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const SERVER_SRC = join(ROOT, 'apps/server/src');
const TEST_DATABASE = join(SERVER_SRC, 'test/test-database.ts');
// Value imports and re-exports with a relative specifier, and dynamic imports; `import type` loads nothing.
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** @param {string} file @returns {string[]} */
function relativeImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
    .map((match) => resolve(dirname(file), match[1] ?? match[2] ?? ''))
    .filter((path) => existsSync(path));
}

/** @param {string} file @param {Set<string>} seen @returns {boolean} */
function reachesTestDatabase(file, seen) {
  if (file === TEST_DATABASE) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return relativeImports(file).some((next) => reachesTestDatabase(next, seen));
}

/** The database-bound server test files, relative to the repository root and sorted. @returns {string[]} */
export function databaseBoundTests() {
  return testFiles(SERVER_SRC)
    .filter((file) => readFileSync(file, 'utf8').includes('process.env.DATABASE_URL') || reachesTestDatabase(file, new Set()))
    .map((file) => relative(ROOT, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${databaseBoundTests().join('\n')}\n`);
