// Compiles the server and the workspace packages it runs to JavaScript, each package's `src/` mirrored into its
// own `dist/` (docs/decisions/013-production-build.md). The mirror keeps every path the code reads relative to
// itself valid (the web build, the coach's knowledge files, the question bank, the video worker thread).
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

/** Workspace packages compiled for `npm start` / `npm run worker`, relative to the repository root. */
export const SERVER_PACKAGES = ['packages/contract', 'packages/coach', 'packages/analysis', 'apps/server'];

/** Sources that never run in production. */
const TEST_SOURCE = /\.test\.ts$/;

/**
 * Where the compiled form of `sourceFile` goes: `<package>/src/a/b.ts` → `<package>/dist/a/b.js`; null when it
 * is not a source of one of `packageDirs` (absolute).
 * @param {readonly string[]} packageDirs
 * @param {string} sourceFile absolute
 */
export function compiledPath(packageDirs, sourceFile) {
  for (const dir of packageDirs) {
    const rest = relative(join(dir, 'src'), sourceFile);
    if (rest === '' || rest.startsWith('..') || rest.startsWith(sep) || !rest.endsWith('.ts')) continue;
    return join(dir, 'dist', rest.replace(/\.ts$/, '.js'));
  }
  return null;
}

/**
 * The specifier that imports `toFile` from `fromFile` (both absolute): relative, `/`-separated, starting with `.`.
 * @param {string} fromFile
 * @param {string} toFile
 */
export function relativeSpecifier(fromFile, toFile) {
  const path = relative(dirname(fromFile), toFile).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * How an import in compiled code reads: relative `.ts` imports end in `.js`; `@rehearse/…` imports, which
 * resolve to another package's TypeScript source, become relative imports of its compiled file; the rest
 * (node:, npm packages) stay as written and load from node_modules at run time.
 * @param {readonly string[]} packageDirs absolute
 * @param {string} importer absolute source file
 * @param {string} specifier as written
 * @param {(specifier: string) => string} resolve resolves a package specifier from the importer to a file
 * @returns {string}
 */
export function compiledSpecifier(packageDirs, importer, specifier, resolve) {
  const from = compiledPath(packageDirs, importer);
  if (!from) throw new Error(`${importer} is not a source of a compiled package`);
  if (specifier.startsWith('.')) {
    if (!specifier.endsWith('.ts')) return specifier;
    const target = join(dirname(importer), specifier);
    const to = compiledPath(packageDirs, target);
    if (!to) throw new Error(`${importer} imports ${specifier}, which is outside the compiled sources`);
    return relativeSpecifier(from, to);
  }
  if (!specifier.startsWith('@rehearse/')) return specifier;
  const target = resolve(specifier);
  const to = compiledPath(packageDirs, target);
  if (!to) throw new Error(`${importer} imports ${specifier} (${target}), which is outside the compiled sources`);
  return relativeSpecifier(from, to);
}

/**
 * Files under `dir`, recursively, as absolute paths.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compiles every non-test `.ts` source of SERVER_PACKAGES one file to one file (esbuild, no type check: that is
 * `npm run typecheck`'s job) and copies the other non-code files of `src/` (data read at run time) beside them.
 * Each `dist/` is emptied first, so a deleted source leaves nothing behind.
 * @param {string} root the repository root
 * @returns {Promise<number>} how many files were compiled
 */
export async function compileServer(root) {
  const { build } = await import('esbuild');
  const packageDirs = SERVER_PACKAGES.map((dir) => join(root, dir));
  let compiled = 0;
  await Promise.all(
    packageDirs.map(async (dir) => {
      const src = join(dir, 'src');
      const dist = join(dir, 'dist');
      rmSync(dist, { recursive: true, force: true });
      const files = filesUnder(src);
      const sources = files.filter((file) => file.endsWith('.ts') && !TEST_SOURCE.test(file));
      compiled += sources.length;
      await build({
        entryPoints: sources,
        outbase: src,
        outdir: dist,
        // Bundling only so that the plugin sees every import; each one is rewritten and left external.
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'warning',
        plugins: [
          {
            name: 'rehearse-compiled-imports',
            setup(esbuild) {
              esbuild.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind === 'entry-point') return undefined;
                const resolve = (/** @type {string} */ specifier) => createRequire(args.importer).resolve(specifier);
                return { path: compiledSpecifier(packageDirs, args.importer, args.path, resolve), external: true };
              });
            },
          },
        ],
      });
      for (const file of files) {
        if (/\.(ts|mjs|js)$/.test(file)) continue;
        const target = join(dist, relative(src, file));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
    }),
  );
  return compiled;
}
