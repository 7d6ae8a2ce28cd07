#!/usr/bin/env node
// Starts the built app for the end-to-end tests on a clean data folder and, when
// DATABASE_URL is PostgreSQL, on a freshly created database of its own. "Built" as `npm start` builds it:
// the compiled server and the web app, rebuilt only when stale, so the browser tests run what operators run.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { e2eDatabaseUrl, e2eDataDir, E2E_DATABASE_NAME } from './e2e-environment.mjs';

rmSync(e2eDataDir, { recursive: true, force: true });

const serverUrl = process.env.DATABASE_URL;
if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${E2E_DATABASE_NAME}`);
  await admin.end();
}

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: e2eDataDir, DATABASE_URL: e2eDatabaseUrl(), PUBLIC_URL: `http://localhost:${process.env.PORT}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
