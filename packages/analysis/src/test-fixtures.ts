/**
 * What other packages' tests and benchmarks may use (`@rehearse/analysis/test-fixtures`): the real test media
 * built from Debian-packaged photographs and speech, and the guard that tells a suite whether those packages are there.
 */
export { ensureFixtures } from './fixtures/ensure-fixtures.ts';
export type { FixturePaths } from './fixtures/fixture-paths.ts';
export { systemFilesPresent } from './fixtures/system-files.ts';
