#!/usr/bin/env node
// Starts the built app for the end-to-end tests on a clean data folder and, when
// DATABASE_URL is PostgreSQL, on a freshly created database of its own. "Built" as `npm start` builds it:
// the compiled server and the web app, rebuilt only when stale, so the browser tests run what operators run.
// With E2E_OBJECT_STORE=s3 the objects live in a bucket of s3rver on loopback instead (the real S3 protocol).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
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

/** A bucket with the CORS rule docs/OPERATIONS.md asks for, so the browser PUTs mock-interview recordings straight into it. */
async function startBucket(origin) {
  const bucket = 'rehearse-e2e';
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(e2eDataDir, 's3rver'), configureBuckets: [{ name: bucket, configs: [cors] }] });
  const { port } = await s3.run();
  // s3rver accepts only these credentials.
  return { OBJECT_STORE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
}

const publicUrl = `http://localhost:${process.env.PORT}`;
const objectStoreEnv = process.env.E2E_OBJECT_STORE === 's3' ? await startBucket(publicUrl) : {};
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  // WHISPER_MODEL, LOCAL_LLM_MODEL and PIPER_VOICE none: the browser tests never fetch a model (transcripts stay PocketSphinx's, the voice espeak-ng's).
  env: { ...process.env, WHISPER_MODEL: 'none', LOCAL_LLM_MODEL: 'none', PIPER_VOICE: 'none', TRUST_PROXY: 'true', DATA_DIR: e2eDataDir, DATABASE_URL: e2eDatabaseUrl(), PUBLIC_URL: publicUrl, ...objectStoreEnv },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
