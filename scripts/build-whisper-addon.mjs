#!/usr/bin/env node
// Compiles smart-whisper's whisper.cpp for this machine's processor (decision 031). Run by `npm ci` / `npm install`
// (the root package's postinstall); smart-whisper's own install script is denied in allowScripts because it compiles
// for the generic x86-64 baseline (no AVX, no FMA: ten times slower) and would only be compiled a second time here.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The C/C++ flags whisper.cpp is compiled with. ggml picks its vector code (AVX2, FMA, F16C, AVX-512) at compile
 * time from the target, so the target is this machine (`-march=native`); a build for other machines (a container
 * image built elsewhere) sets WHISPER_CFLAGS, e.g. "-O3 -mavx2 -mfma -mf16c". macOS: smart-whisper uses Accelerate.
 * @param {NodeJS.Platform} platform
 * @param {string | undefined} override
 * @returns {string}
 */
export function whisperCompilerFlags(platform, override) {
  if (override !== undefined && override.trim() !== '') return override.trim();
  return platform === 'linux' ? '-O3 -march=native' : '-O3';
}

/**
 * What a build was made from: the flags and a digest of the binding's own sources, which patches/ changes (patch-package
 * runs first in the postinstall). A checkout whose patch changed rebuilds; an unchanged one keeps its addon.
 * @param {string} flags
 * @param {ReadonlyArray<{ name: string; text: string }>} bindingSources
 * @returns {string}
 */
export function buildStamp(flags, bindingSources) {
  const digest = createHash('sha256');
  for (const source of [...bindingSources].sort((a, b) => a.name.localeCompare(b.name))) digest.update(`${source.name}\0${source.text}\0`);
  return `${flags}\n${digest.digest('hex')}`;
}

/** @param {string} packageDir @returns {{ name: string; text: string }[]} */
function bindingSourcesOf(packageDir) {
  const dir = join(packageDir, 'src', 'binding');
  return readdirSync(dir).map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** @param {string} packageDir @param {string} flags */
function build(packageDir, flags) {
  const nodeGyp = process.env.npm_config_node_gyp;
  if (!nodeGyp) throw new Error('run through npm (npm ci / npm install), which provides node-gyp');
  // Node's own headers where the runtime ships them (Debian, the official tarballs): node-gyp would download them.
  const nodeDir = dirname(dirname(process.execPath));
  const headers = existsSync(join(nodeDir, 'include', 'node', 'node.h')) ? [`--nodedir=${nodeDir}`] : [];
  execFileSync(process.execPath, [nodeGyp, 'rebuild', '--jobs=max', ...headers], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CFLAGS: flags, CXXFLAGS: flags },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('smart-whisper/package.json'));
  const flags = whisperCompilerFlags(process.platform, process.env.WHISPER_CFLAGS);
  const made = buildStamp(flags, bindingSourcesOf(packageDir));
  const stamp = join(packageDir, 'build', 'rehearse-flags.txt');
  const addon = join(packageDir, 'build', 'Release', 'smart-whisper.node');
  if (existsSync(addon) && existsSync(stamp) && readFileSync(stamp, 'utf8') === made) process.exit(0);
  const started = Date.now();
  console.error(`Compiling whisper.cpp (smart-whisper) with ${flags} …`);
  try {
    build(packageDir, flags);
  } catch (error) {
    const output = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString('utf8') ?? '';
    console.error(output.split('\n').slice(-20).join('\n'));
    // Not fatal: the server then transcribes with PocketSphinx and says why (the addon cannot be loaded).
    console.error(`whisper.cpp could not be compiled (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); analyses will use PocketSphinx`);
    process.exit(0);
  }
  writeFileSync(stamp, made);
  console.error(`whisper.cpp compiled in ${Math.round((Date.now() - started) / 1000)} s`);
}
