// `npm run bench:api`: API latency with 10 000 analyses of one user in the database.
// Seeds through the analysis repositories, starts the real server on a free port, and runs
// autocannon in a separate process (50 connections, ~10 s per endpoint) against list, detail and status with a bearer
// session. Prints p50/p95/p99 and requests/s for SQLite, and for PostgreSQL when DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { loadConfig } from '../apps/server/src/config.ts';
import { encodeListCursor } from '../apps/server/src/features/analysis/list-cursor.ts';
import type { AnalysisSessionRow } from '../apps/server/src/features/analysis/analysis-session-repository.ts';
import { completedAnalysisRows } from '../apps/server/src/features/analysis/analysis-test-kit.ts';
import type { VideoUpload } from '../apps/server/src/features/analysis/video-upload-repository.ts';
import { createApp } from '../apps/server/src/http/app.ts';
import { createLogger } from '../apps/server/src/logging/logger.ts';
import { startRuntime } from '../apps/server/src/server-runtime.ts';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-database.ts';
import type { LoadFigures } from './load-generator.ts';

const ANALYSES = 10_000;
const CONNECTIONS = 50;
const FULL_LIST_CONNECTIONS = 5;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Figures extends LoadFigures {
  endpoint: string;
  connections: number;
}

/** Runs the load generator in a child process (it must not share the server's core) and reads its figures. */
async function measure(endpoint: string, url: string, token: string, connections: number): Promise<Figures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load-generator.ts'), url, token, String(connections), String(DURATION_SECONDS)]);
  return { endpoint, connections, ...(JSON.parse(stdout) as LoadFigures) };
}

async function benchmark(databaseUrl: string, label: string): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://localhost:3999', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const runtime = await startRuntime(config, createLogger('silent'));
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // A verified user with a bearer token (better-auth's bearer plugin answers it in set-auth-token).
    const email = `bench-${Date.now()}@example.com`;
    const password = 'Bench!pass1';
    const headers = { 'content-type': 'application/json', origin: config.publicUrl };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'Bench', full_name: 'Bench' }) });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const users = runtime.database.db.withTables<{ user: { id: string; email: string; emailVerified: boolean | number } }>();
    await users.updateTable('user').set({ emailVerified: runtime.database.dialect === 'postgres' ? true : 1 }).where('email', '=', email).execute();
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    const token = signIn.headers.get('set-auth-token');
    if (!signIn.ok || !token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const user = await users.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();

    // 10 000 completed analyses: 2 000 file names uploaded five times each, a day apart.
    const seedStart = performance.now();
    const { uploads, sessions } = runtime.analysis.repositories;
    const uploadRows: VideoUpload[] = [];
    const sessionRows: AnalysisSessionRow[] = [];
    const day = 24 * 3600 * 1000;
    const t0 = Date.now() - ANALYSES * day;
    for (let i = 0; i < ANALYSES; i += 1) {
      const at = new Date(t0 + i * day).toISOString();
      const rows = completedAnalysisRows({ userId: user.id, name: `interview-${i % 2000}.mp4`, at, overall: 40 + (i % 55), size: 1_000_000, duration: 60 });
      uploadRows.push(rows.upload);
      sessionRows.push(rows.session);
    }
    await uploads.insertMany(uploadRows);
    await sessions.insertMany(sessionRows);
    console.log(`${label}: seeded ${ANALYSES} analyses in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const newest = sessionRows[sessionRows.length - 1]!;
    // The last row of page 250 (newest first): the cursor a client holds for page 251.
    const pageEnd = sessionRows[sessionRows.length - 5000]!;
    const figures: Figures[] = [];
    for (const [endpoint, path, connections] of [
      ['list, first page (user-analyses?limit=20)', `${analysisUrls.userAnalyses()}?limit=20`, CONNECTIONS],
      // Page 251 of 500: by offset the database walks past 5 000 rows; by cursor it starts there.
      ['list, page 251 by offset (limit=20&offset=5000)', `${analysisUrls.userAnalyses()}?limit=20&offset=5000`, CONNECTIONS],
      ['list, page 251 by cursor (limit=20&cursor=…)', `${analysisUrls.userAnalyses()}?limit=20&cursor=${encodeListCursor(pageEnd)}`, CONNECTIONS],
      ['detail (video/{filename})', analysisUrls.video(newest.display_name), CONNECTIONS],
      ['status (status/{sessionId})', analysisUrls.status(newest.session_id), CONNECTIONS],
      // The spec's unpaged list answers all 10 000 (≈10 MB); fewer connections keep the run bounded.
      ['list, all 10 000 (user-analyses)', analysisUrls.userAnalyses(), FULL_LIST_CONNECTIONS],
    ] as const) {
      const f = await measure(endpoint, `${base}${path}`, token, connections);
      // Let the server finish requests still queued from the run before the next one.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      figures.push(f);
      console.log(
        `${label} ${endpoint}, ${f.connections} connections: p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.rps.toFixed(0)} req/s, ${f.kbPerResponse.toFixed(1)} KB/response${f.non2xx ? `, ${f.non2xx} non-2xx/errors` : ''}`,
      );
    }
    return figures;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: Array<[string, Figures[]]> = [];
const sqliteDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-db-'));
runs.push(['SQLite', await benchmark(`sqlite:${join(sqliteDir, 'bench.sqlite')}`, 'SQLite')]);
rmSync(sqliteDir, { recursive: true, force: true });
if (process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) {
  const database = await createTestDatabaseUrl();
  try {
    runs.push(['PostgreSQL', await benchmark(database.url, 'PostgreSQL')]);
  } finally {
    await database.drop();
  }
}

console.log(`\n| database | endpoint | connections | p50 ms | p95 ms | p99 ms | req/s | KB/response |\n|---|---|---|---|---|---|---|---|`);
for (const [label, figures] of runs) {
  for (const f of figures) console.log(`| ${label} | ${f.endpoint} | ${f.connections} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.rps.toFixed(0)} | ${f.kbPerResponse.toFixed(1)} |`);
}
process.exit(0);
