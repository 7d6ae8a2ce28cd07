// The Debian packages Rehearse runs and tests with, and what each one provides.
// `scripts/system-deps.mjs` installs them; `scripts/system-programs.test.ts` checks that every
// program and packaged file the tests, benchmarks and fixture builders use is listed here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @typedef {object} SystemPackage
 * @property {string} pkg         Debian package name.
 * @property {string[]} programs  Programs on PATH it provides (empty for data packages).
 * @property {() => boolean} present
 */

/** @type {SystemPackage[]} */
export const RUNTIME_PACKAGES = [
  { pkg: 'ffmpeg', programs: ['ffmpeg', 'ffprobe'], present: () => onPath('ffmpeg') && onPath('ffprobe') },
  { pkg: 'pocketsphinx', programs: ['pocketsphinx_continuous'], present: () => onPath('pocketsphinx_continuous') },
  { pkg: 'pocketsphinx-en-us', programs: [], present: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us') },
];

/** Tests also need a browser, audio tools and the sources of the generated test media. */
/** @type {SystemPackage[]} */
export const TEST_PACKAGES = [
  ...RUNTIME_PACKAGES,
  { pkg: 'chromium', programs: ['chromium'], present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'espeak-ng', programs: ['espeak-ng'], present: () => onPath('espeak-ng') },
  { pkg: 'sox', programs: ['sox', 'soxi'], present: () => onPath('sox') && onPath('soxi') },
  { pkg: 'pocketsphinx-testdata', programs: [], present: () => dpkgHas('pocketsphinx-testdata') },
  { pkg: 'python3-skimage', programs: [], present: () => dpkgHas('python3-skimage') },
  { pkg: 'opencv-doc', programs: [], present: () => dpkgHas('opencv-doc') },
];

/** Programs every Debian base image and every Node install has; never installed by us. */
export const BASE_PROGRAMS = ['sh', 'rm', 'dpkg', 'dpkg-query', 'apt-get', 'node', 'npm', 'npx', 'kill', 'mkfifo', 'sleep', 'getconf', 'nice', 'chrt'];

/**
 * The apt-get command that installs `packages`.
 * @param {string[]} packages
 */
export function installCommand(packages) {
  return `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/** @param {string} program */
function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** @param {string} pkg */
function dpkgHas(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}
