// `npm run bench:api`: API latency with 10 000 analyses of one user in the database.
// Seeds through the analysis repositories, starts the real server on a free port, and runs
// autocannon in a separate process (50 connections, ~10 s per endpoint) against list, detail and status with a bearer
// session. Prints p50/p95/p99 and requests/s for SQLite, and for PostgreSQL when DATABASE_URL is set, and, since
// latency on a shared machine is mostly queueing behind other jobs, the load-independent figure: CPU ms per request
// of the server process (and of the PostgreSQL backends). BENCH_SECONDS shortens the runs; BENCH_ENDPOINTS
// (comma-separated keys: list, offset, cursor, detail, status, all) picks endpoints; BENCH_CPU_PROFILE_DIR=<dir> writes
// the server's CPU profile of each endpoint's run there; LIST_PAGE_CACHE_MB=0 reads every list page from the database (decision 020).
// Then (SQLite; BENCH_DURING_ANALYSIS=0 skips it) p95 of /api/health and a list page without and with an analysis
// running on the in-process worker, in its own process and, for comparison, on the API's thread; with two controls:
// nothing running, and the same analysis in a process unrelated to the server (during-analysis.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { analysisUrls } from '@rehearse/contract/analysis-api';
import { CompiledQuery, sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { encodeListCursor } from '../apps/server/src/features/analysis/list-cursor.ts';
import type { AnalysisSessionRepository, AnalysisSessionRow } from '../apps/server/src/features/analysis/analysis-session-repository.ts';
import { completedAnalysisRows } from '../apps/server/src/features/analysis/analysis-test-kit.ts';
import type { VideoUpload } from '../apps/server/src/features/analysis/video-upload-repository.ts';
import { createApp } from '../apps/server/src/composition/app.ts';
import { createLogger } from '../apps/server/src/logging/logger.ts';
import { startRuntime } from '../apps/server/src/composition/server-runtime.ts';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-database.ts';
import { signedInBenchUser } from './bench-user.ts';
import { benchmarkDuringAnalysis, type DuringAnalysisFigures } from './during-analysis.ts';
import { generateLoad } from './generate-load.ts';
import type { LoadFigures } from './load-generator.ts';
import { backendCpuMs, backendCpuSpent } from './postgres-backend-cpu.ts';

const ANALYSES = 10_000;
const CONNECTIONS = 50;
const FULL_LIST_CONNECTIONS = 5;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ENDPOINTS?.split(',').map((key) => key.trim());
/** When set, the server's CPU profile of each endpoint's run is written there (open it in Chrome DevTools). */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

/** Profiles this process (the server) from now until stop(), which writes `<dir>/<name>.cpuprofile` and returns its path. */
async function startCpuProfile(dir: string): Promise<{ stop(name: string): Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const path = join(dir, `${name}.cpuprofile`);
      writeFileSync(path, JSON.stringify(profile));
      return path;
    },
  };
}

interface Figures extends LoadFigures {
  endpoint: string;
  connections: number;
  /** CPU ms of this (the server's) process per request it answered, from the start of the run until its queue drained. */
  serverCpuMs: number;
  /** CPU ms of the PostgreSQL backends per request; null on SQLite (in the server process). */
  databaseCpuMs: number | null;
}

/**
 * The first page's query alone, in this process and without load: the repository call (SQLite: the
 * query and its rows; PostgreSQL: with the round trip), and on PostgreSQL the server's own planning
 * and execution time from EXPLAIN ANALYZE.
 */
async function firstPageQueryFigures(database: Database, sessions: AnalysisSessionRepository, userId: string): Promise<string> {
  const page = { limit: 20 };
  for (let i = 0; i < 20; i += 1) await sessions.listPage(userId, page);
  const runs = 200;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await sessions.listPage(userId, page);
  const figures = [`first page query (listPage) ${((performance.now() - started) / runs).toFixed(2)} ms`];
  if (database.dialect === 'postgres') {
    const query = sessions.pageQuery(userId, page);
    const planning: number[] = [];
    const execution: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': Array<{ 'Planning Time': number; 'Execution Time': number }> }>(
        CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
      );
      const plan = rows[0]!['QUERY PLAN'][0]!;
      planning.push(plan['Planning Time']);
      execution.push(plan['Execution Time']);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(2);
    figures.push(`EXPLAIN ANALYZE median planning ${median(planning)} ms, execution ${median(execution)} ms`);
  }
  return figures.join('; ');
}

async function benchmark(databaseUrl: string, label: string): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // LIST_PAGE_CACHE_MB=0 measures every list page read from the database (decision 020).
    LIST_PAGE_CACHE_MB: process.env.LIST_PAGE_CACHE_MB,
  });
  const runtime = await startRuntime(config, createLogger('silent'));
  const app = createApp(runtime);
  let answered = 0;
  const server = serve({
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      answered += 1;
      return response;
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const user = await signedInBenchUser(base, config, runtime.database);
    const { token } = user;

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
    // A database that has held these rows for a while has statistics and a visibility map (autovacuum); a
    // fresh bulk load has neither, and PostgreSQL then plans the offset page as a sort of all 10 000 rows.
    if (runtime.database.dialect === 'postgres') await sql`vacuum analyze`.execute(runtime.database.db);
    console.log(
      `${label}: seeded ${ANALYSES} analyses in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; list pages kept: ${config.analysis.listPageCacheChars > 0 ? `up to ${(config.analysis.listPageCacheChars / 1024 / 1024).toFixed(0)} MB` : 'none (every page from the database)'}`,
    );
    console.log(`${label}: ${await firstPageQueryFigures(runtime.database, sessions, user.id)}`);

    const newest = sessionRows[sessionRows.length - 1]!;
    // The last row of page 250 (newest first): the cursor a client holds for page 251.
    const pageEnd = sessionRows[sessionRows.length - 5000]!;
    const figures: Figures[] = [];
    const endpoints = [
      ['list', 'list, first page (user-analyses?limit=20)', `${analysisUrls.userAnalyses()}?limit=20`, CONNECTIONS],
      // Page 251 of 500: by offset the database walks past 5 000 rows; by cursor it starts there.
      ['offset', 'list, page 251 by offset (limit=20&offset=5000)', `${analysisUrls.userAnalyses()}?limit=20&offset=5000`, CONNECTIONS],
      ['cursor', 'list, page 251 by cursor (limit=20&cursor=…)', `${analysisUrls.userAnalyses()}?limit=20&cursor=${encodeListCursor(pageEnd)}`, CONNECTIONS],
      ['detail', 'detail (video/{filename})', analysisUrls.video(newest.display_name), CONNECTIONS],
      ['status', 'status (status/{sessionId})', analysisUrls.status(newest.session_id), CONNECTIONS],
      // The spec's unpaged list answers all 10 000 (≈10 MB); fewer connections keep the run bounded.
      ['all', 'list, all 10 000 (user-analyses)', analysisUrls.userAnalyses(), FULL_LIST_CONNECTIONS],
    ] as const;
    // Warm-up, not measured: the server's code paths are compiled and the database's pages cached before
    // the first figures (otherwise the first endpoint measured pays for it).
    await generateLoad(`${base}${endpoints[0][2]}`, token, CONNECTIONS, 3);
    for (const [key, endpoint, path, connections] of endpoints) {
      if (ONLY && !ONLY.includes(key)) continue;
      const postgres = runtime.database.dialect === 'postgres';
      const backendsBefore = postgres ? await backendCpuMs(runtime.database.db) : null;
      const answeredBefore = answered;
      const cpuBefore = process.cpuUsage();
      const profiler = PROFILE_DIR ? await startCpuProfile(PROFILE_DIR) : null;
      const load = await generateLoad(`${base}${path}`, token, connections, DURATION_SECONDS);
      // Let the server finish requests still queued from the run (they count) before reading the clocks.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      if (profiler) console.log(`${label} ${endpoint}: CPU profile ${await profiler.stop(`${label}-${key}`)}`);
      const cpu = process.cpuUsage(cpuBefore);
      const requests = Math.max(1, answered - answeredBefore);
      const backendsAfter = postgres ? await backendCpuMs(runtime.database.db) : null;
      const f: Figures = {
        endpoint,
        connections,
        ...load,
        serverCpuMs: (cpu.user + cpu.system) / 1000 / requests,
        databaseCpuMs: backendsBefore && backendsAfter ? backendCpuSpent(backendsBefore, backendsAfter) / requests : null,
      };
      figures.push(f);
      console.log(
        `${label} ${endpoint}, ${f.connections} connections: p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.rps.toFixed(0)} req/s, ${f.kbPerResponse.toFixed(1)} KB/response${f.non2xx ? `, ${f.non2xx} non-2xx/errors` : ''}; CPU per request: server ${f.serverCpuMs.toFixed(2)} ms${f.databaseCpuMs === null ? '' : `, PostgreSQL ${f.databaseCpuMs.toFixed(2)} ms`}, load generator ${f.cpuMsPerResponse.toFixed(2)} ms`,
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

console.log(
  `\nload average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores\n\n| database | endpoint | connections | p50 ms | p95 ms | p99 ms | req/s | KB/response | server CPU ms/request | PostgreSQL CPU ms/request | load generator CPU ms/request |\n|---|---|---|---|---|---|---|---|---|---|---|`,
);
for (const [label, figures] of runs) {
  for (const f of figures) {
    console.log(
      `| ${label} | ${f.endpoint} | ${f.connections} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.rps.toFixed(0)} | ${f.kbPerResponse.toFixed(1)} | ${f.serverCpuMs.toFixed(2)} | ${f.databaseCpuMs === null ? '' : f.databaseCpuMs.toFixed(2)} | ${f.cpuMsPerResponse.toFixed(2)} |`,
    );
  }
}
if (process.env.BENCH_DURING_ANALYSIS !== '0') {
  const during: DuringAnalysisFigures[] = [];
  for (const placement of ['nothing (control)', 'child process', 'unrelated process', 'API thread'] as const) during.push(...(await benchmarkDuringAnalysis(placement, DURATION_SECONDS)));
  console.log(
    `\n| analysis runs in | endpoint | connections | p50 ms idle | p50 ms during | p95 ms idle | p95 ms during | p95 change | event-loop delay p99 / max ms, loop busy: idle | during | analysis covered the run |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const f of during) {
    const change = ((f.during.p95 - f.idle.p95) / f.idle.p95) * 100;
    console.log(
      `| ${f.placement} | ${f.endpoint} | ${f.connections} | ${f.idle.p50} | ${f.during.p50} | ${f.idle.p95} | ${f.during.p95} | ${change >= 0 ? '+' : ''}${change.toFixed(0)} % | ${f.idle.loop.p99} / ${f.idle.loop.max}, ${f.idle.loop.busy} | ${f.during.loop.p99} / ${f.during.loop.max}, ${f.during.loop.busy} | ${f.analysisCoveredRun ? 'yes' : 'no'} |`,
    );
  }
}
process.exit(0);
