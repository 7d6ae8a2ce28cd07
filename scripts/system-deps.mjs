#!/usr/bin/env node
// Makes sure the system programs Rehearse runs (and tests with) are present.
// As root on Debian/Ubuntu it installs what is missing with apt-get; elsewhere it
// prints the one command to run and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const runtime = [
  { pkg: 'ffmpeg', present: () => onPath('ffmpeg') && onPath('ffprobe') },
  { pkg: 'pocketsphinx', present: () => onPath('pocketsphinx_continuous') },
  { pkg: 'pocketsphinx-en-us', present: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us') },
];
// Tests also need a browser and the sources of the generated test media.
const test = [
  ...runtime,
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'espeak-ng', present: () => onPath('espeak-ng') },
  { pkg: 'pocketsphinx-testdata', present: () => dpkgHas('pocketsphinx-testdata') },
  { pkg: 'python3-skimage', present: () => dpkgHas('python3-skimage') },
  { pkg: 'opencv-doc', present: () => dpkgHas('opencv-doc') },
];

function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

function dpkgHas(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

const mode = process.argv[2] === 'test' ? 'test' : 'runtime';
const missing = (mode === 'test' ? test : runtime).filter((dep) => !dep.present()).map((dep) => dep.pkg);
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const isRoot = process.getuid?.() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.error(`Rehearse needs these system packages: ${missing.join(', ')}.\nInstall them with:\n  sudo ${command}`);
  process.exit(1);
}
console.error(`Installing system packages: ${missing.join(', ')} …`);
execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: ['ignore', 'inherit', 'inherit'] });
