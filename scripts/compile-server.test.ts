import { describe, expect, it } from 'vitest';
import { compiledPath, compiledSpecifier } from './compile-server.mjs';

const packages = ['/repo/packages/contract', '/repo/apps/server'];
const resolve = (specifier: string) => `/repo/packages/contract/src/${specifier.replace('@rehearse/contract/', '')}.ts`;

describe('compiled layout', () => {
  it('mirrors src/ into dist/ with .js names, and knows nothing outside the packages’ sources', () => {
    expect(compiledPath(packages, '/repo/apps/server/src/http/app.ts')).toBe('/repo/apps/server/dist/http/app.js');
    expect(compiledPath(packages, '/repo/apps/server/test/x.ts')).toBeNull();
    expect(compiledPath(packages, '/repo/apps/server/src/features/mock/question-bank.json')).toBeNull();
    expect(compiledPath(packages, '/repo/apps/web/src/main.ts')).toBeNull();
  });

  it('points relative .ts imports at .js files and leaves other relative files alone', () => {
    const importer = '/repo/apps/server/src/http/app.ts';
    expect(compiledSpecifier(packages, importer, './app-env.ts', resolve)).toBe('./app-env.js');
    expect(compiledSpecifier(packages, importer, '../db/database.ts', resolve)).toBe('../db/database.js');
    expect(compiledSpecifier(packages, importer, './data.json', resolve)).toBe('./data.json');
  });

  it('points workspace imports at the other package’s compiled file, and keeps npm and node: imports as written', () => {
    const importer = '/repo/apps/server/src/features/analysis/analysis-job.ts';
    expect(compiledSpecifier(packages, importer, '@rehearse/contract/analysis-api', resolve)).toBe('../../../../../packages/contract/dist/analysis-api.js');
    expect(compiledSpecifier(packages, importer, 'hono', resolve)).toBe('hono');
    expect(compiledSpecifier(packages, importer, 'node:fs', resolve)).toBe('node:fs');
  });

  it('refuses an import that leaves the compiled sources, rather than emit one that fails at run time', () => {
    expect(() => compiledSpecifier(packages, '/repo/apps/server/src/a.ts', '../../web/src/b.ts', resolve)).toThrow(/outside the compiled sources/);
  });
});
