#!/usr/bin/env node
// Makes sure the system programs Rehearse runs (and tests with) are present.
// As root on Debian/Ubuntu it installs what is missing with apt-get; elsewhere it
// prints the one command to run and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import { installCommand, RUNTIME_PACKAGES, TEST_PACKAGES } from './system-packages.mjs';

const mode = process.argv[2] === 'test' ? 'test' : 'runtime';
const missing = (mode === 'test' ? TEST_PACKAGES : RUNTIME_PACKAGES).filter((dep) => !dep.present()).map((dep) => dep.pkg);
if (missing.length === 0) process.exit(0);

const command = installCommand(missing);
const isRoot = process.getuid?.() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasAptGet) {
  console.error(`Rehearse needs these system packages: ${missing.join(', ')}.\nInstall them with:\n  sudo ${command}`);
  process.exit(1);
}
console.error(`Installing system packages: ${missing.join(', ')} …`);
execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${command}`], { stdio: ['ignore', 'inherit', 'inherit'] });
