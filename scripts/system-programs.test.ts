import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_PROGRAMS, TEST_PACKAGES } from './system-packages.mjs';

// Guards `npm test` on a fresh machine: every program the code spawns by name and every Debian file it
// reads must come from a package that scripts/system-deps.mjs installs (or from the base image).
const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['packages', 'apps/server', 'bench', 'e2e', 'scripts'];
const SPAWNERS = ['runCommand', 'runCommandOrThrow', 'execFile', 'execFileSync', 'spawn', 'spawnSync', 'startTsxChild'];
// `run(` spawns only as our own helper function; `something.run(` is a method (a queue's, a gate's), never a program.
const SPAWN_CALL = new RegExp(`(?:(?<![.\\w])run|\\b(?:${SPAWNERS.join('|')}))\\(\\s*['"\`]([A-Za-z0-9_.+-]+)['"\`]`, 'g');
const PACKAGED_FILE_CALL = /\b(?:findPackagedFile|systemFilesPresent)\(\s*['"`]([a-z0-9.+-]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

interface Use {
  file: string;
  name: string;
}

function uses(pattern: RegExp): Use[] {
  return SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(pattern)].map((match) => ({ file: relative(ROOT, path), name: match[1] ?? '' })),
  );
}

const installedPrograms = new Set([...BASE_PROGRAMS, ...TEST_PACKAGES.flatMap((p) => p.programs)]);
const installedPackages = new Set(TEST_PACKAGES.map((p) => p.pkg));

describe('system programs used by the code are installed by scripts/system-deps.mjs', () => {
  it('finds the spawned programs it checks (the scan works)', () => {
    const names = new Set(uses(SPAWN_CALL).map((use) => use.name));
    expect(names).toContain('ffmpeg');
    expect(names).toContain('sox');
  });

  it('installs every program spawned by name', () => {
    const missing = uses(SPAWN_CALL)
      .filter((use) => !installedPrograms.has(use.name))
      .map((use) => `${use.file} spawns '${use.name}', which no package in scripts/system-packages.mjs provides`);
    expect(missing).toEqual([]);
  });

  it('installs every Debian package whose files the code reads', () => {
    const found = uses(PACKAGED_FILE_CALL);
    expect(found.length).toBeGreaterThan(0);
    const missing = found
      .filter((use) => !installedPackages.has(use.name))
      .map((use) => `${use.file} reads files of '${use.name}', which scripts/system-packages.mjs does not install`);
    expect(missing).toEqual([]);
  });

  it('installs the package owning every absolute /usr path named in the code', () => {
    const paths = uses(/['"`](\/usr\/(?:share|lib)\/[^'"`\s$]+)['"`]/g);
    expect(paths.length).toBeGreaterThan(0);
    const problems = paths.flatMap(({ file, name: path }) => {
      let owner: string;
      try {
        owner = execFileSync('dpkg-query', ['-S', path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split(':')[0] ?? '';
      } catch {
        return [`${file} names ${path}, which no installed Debian package provides (run npm test to install the test packages)`];
      }
      return owner.split(',').some((pkg) => installedPackages.has(pkg.trim())) ? [] : [`${file} names ${path} from '${owner}', which scripts/system-packages.mjs does not install`];
    });
    expect(problems).toEqual([]);
  });
});
