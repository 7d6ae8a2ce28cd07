#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (the package ships sources, no build step).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// tsx is resolved from here, so the command works from any directory.
const tsx = import.meta.resolve('tsx');
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const run = spawnSync(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
