// `npx tsx bench/list-machinery.bench.ts`: what the list's speed machinery (decisions 019, 020) still saves, measured
// against plain queries. 10 000 analyses of one user (as `bench:api`); for the first page, page 251 by cursor and the
// unpaged list, the CPU one read costs in this process (the server's work without HTTP) and, on PostgreSQL, in its
// backends: kept pages (the list-version lookup and the kept JSON), none kept (the prepared page query and the
// spliced JSON), and the same read with a plain Kysely query built on every call, with JSON.stringify of the
// views, or with both. The variants run in turn, round after round, so that a machine whose load moves weighs on
// them alike; the figure is the median over the rounds. SQLite, and PostgreSQL when DATABASE_URL is set.
// BENCH_ROUNDS (default 12) and BENCH_CALLS (reads per variant and round, default 300) change the run.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { AnalysisQueries } from '../apps/server/src/features/analysis/analysis-queries.ts';
import { LIST_COLUMNS, type AnalysisSessionRow, type SessionListRow } from '../apps/server/src/features/analysis/analysis-session-repository.ts';
import { completedAnalysisRows } from '../apps/server/src/features/analysis/analysis-test-kit.ts';
import { decodeListCursor, encodeListCursor, type ListCursor } from '../apps/server/src/features/analysis/list-cursor.ts';
import { analysisDb } from '../apps/server/src/features/analysis/analysis-tables.ts';
import { ListPageCache } from '../apps/server/src/features/analysis/list-page-cache.ts';
import { ScoreSummaryRepository } from '../apps/server/src/features/analysis/score-summary-repository.ts';
import { ScoreTrendRepository } from '../apps/server/src/features/analysis/score-trend-repository.ts';
import { sessionView, sessionViewJson } from '../apps/server/src/features/analysis/session-view.ts';
import type { VideoUpload } from '../apps/server/src/features/analysis/video-upload-repository.ts';
import { createApp } from '../apps/server/src/composition/app.ts';
import { createLogger } from '../apps/server/src/logging/logger.ts';
import { startRuntime } from '../apps/server/src/composition/server-runtime.ts';
import { createTestDatabaseUrl } from '../apps/server/src/test/test-database.ts';
import { signedInBenchUser } from './bench-user.ts';
import { backendCpuMs, backendCpuSpent } from './postgres-backend-cpu.ts';

const ANALYSES = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);

type PagedRow = SessionListRow & { total_duplicates: number | string; duplicate_index: number | string; total: number | string | null };

/**
 * The list page's SQL as a plain Kysely query, built and compiled on every call with the page size bound: what the
 * repository's `listPage` runs, without `prepareQuery`, its kept compiled pages and PostgreSQL's named statements.
 */
function plainPageQuery(database: Database, userId: string, limit: number, after: ListCursor | undefined) {
  const db = database.db;
  let ids = db
    .selectFrom('analysis_sessions')
    .select(['session_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('session_id', 'desc')
    .limit(limit);
  if (after) ids = ids.where(sql<boolean>`(created_at, session_id) < (${after.created_at}, ${after.session_id})`);
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('analysis_sessions as s', 's.session_id', 'p.session_id')
    .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
    .select(LIST_COLUMNS)
    .select((eb) => [
      eb.selectFrom('analysis_session_counts').select('sessions').where('user_id', '=', userId).as('total'),
      sql<number | string>`(select count(*) from analysis_sessions d where d.user_id = s.user_id and d.display_name = s.display_name)`.as('total_duplicates'),
      sql<number | string>`(select count(*) from analysis_sessions d
        where d.user_id = s.user_id and d.display_name = s.display_name and (d.start_time, d.session_id) < (s.start_time, s.session_id))`.as('duplicate_index'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.session_id', 'desc');
}

/** One read of a page as the API writes it: rows from `rowsOf`, JSON spliced from the kept summaries or stringified. */
async function pageJson(rowsOf: () => Promise<PagedRow[]>, limit: number, splice: boolean): Promise<string> {
  const rows = (await rowsOf()).map(({ total_duplicates, duplicate_index, ...row }) => ({
    row,
    place: { total_duplicates: Number(total_duplicates), duplicate_index: Number(duplicate_index) },
  }));
  const total = Number(rows[0]?.row.total ?? 0);
  const last = rows.at(-1)?.row;
  const nextCursor = last && rows.length === limit ? encodeListCursor(last) : null;
  if (splice) {
    return `{"status":"success","analyses":[${rows.map(({ row, place }) => sessionViewJson(row, place)).join(',')}],"total":${total},"next_cursor":${JSON.stringify(nextCursor)}}`;
  }
  return JSON.stringify({ status: 'success', analyses: rows.map(({ row, place }) => sessionView(row, place)), total, next_cursor: nextCursor });
}

async function benchmark(databaseUrl: string, label: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://localhost:3999', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const runtime = await startRuntime(config, createLogger('silent'));
  const server = serve({ fetch: createApp(runtime).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const lines: string[] = [];
  try {
    const user = await signedInBenchUser(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, config, runtime.database);
    const { uploads, sessions } = runtime.analysis.repositories;
    const uploadRows: VideoUpload[] = [];
    const sessionRows: AnalysisSessionRow[] = [];
    const day = 24 * 3600 * 1000;
    const t0 = Date.now() - ANALYSES * day;
    for (let i = 0; i < ANALYSES; i += 1) {
      const rows = completedAnalysisRows({ userId: user.id, name: `interview-${i % 2000}.mp4`, at: new Date(t0 + i * day).toISOString(), overall: 40 + (i % 55), size: 1_000_000, duration: 60 });
      uploadRows.push(rows.upload);
      sessionRows.push(rows.session);
    }
    await uploads.insertMany(uploadRows);
    await sessions.insertMany(sessionRows);
    if (runtime.database.dialect === 'postgres') await sql`vacuum analyze`.execute(runtime.database.db);

    const deps = {
      repositories: runtime.analysis.repositories,
      logger: createLogger('silent'),
      scoreSummaries: new ScoreSummaryRepository({ db: analysisDb(runtime.database.db), dialect: runtime.database.dialect }),
      scoreTrends: new ScoreTrendRepository(analysisDb(runtime.database.db)),
    };
    const kept = new AnalysisQueries({ ...deps, listPages: new ListPageCache(config.analysis.listPageCacheChars || 16 * 1024 * 1024) });
    const noneKept = new AnalysisQueries(deps);
    const cursor = encodeListCursor(sessionRows[sessionRows.length - 5000]!);
    const after = decodeListCursor(cursor) ?? undefined;
    const prepared = (limit: number, page: { after?: ListCursor }) => async () => (await runtime.database.db.executeQuery(sessions.pageQuery(user.id, { limit, ...page }))).rows as PagedRow[];
    const plain = (limit: number, page: { after?: ListCursor }) => () => plainPageQuery(runtime.database, user.id, limit, page.after).execute() as Promise<PagedRow[]>;

    type Variant = [name: string, read: () => Promise<string>];
    const pageVariants = (query: { limit: number; cursor?: string }, page: { after?: ListCursor }): Variant[] => [
      ['kept pages: list-version lookup + kept JSON', () => kept.userAnalysesJson(user.id, query)],
      ['none kept: prepared page query, spliced JSON', () => noneKept.userAnalysesJson(user.id, query)],
      ['plain Kysely query, spliced JSON', () => pageJson(plain(query.limit, page), query.limit, true)],
      ['prepared page query, JSON.stringify', () => pageJson(prepared(query.limit, page), query.limit, false)],
      ['plain Kysely query, JSON.stringify (no machinery)', () => pageJson(plain(query.limit, page), query.limit, false)],
    ];
    const lists: Array<[string, Variant[], number]> = [
      ['first page (limit=20)', pageVariants({ limit: 20 }, {}), CALLS],
      ['page 251 by cursor', pageVariants({ limit: 20, cursor }, { after }), CALLS],
      [
        `all ${ANALYSES} (unpaged; too large to keep)`,
        [
          ['spliced JSON', () => noneKept.userAnalysesJson(user.id, {})],
          ['JSON.stringify', async () => JSON.stringify({ status: 'success', analyses: await noneKept.list(user.id) })],
        ],
        3,
      ],
    ];
    const postgres = runtime.database.dialect === 'postgres';
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const [list, variants, calls] of lists) {
      const server = new Map<string, number[]>();
      const backends = new Map<string, number[]>();
      // Warm-up: every variant compiled, prepared and its rows in the database's cache before the first figures.
      for (const [, read] of variants) for (let i = 0; i < Math.min(calls, 30); i += 1) await read();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, read] of round % 2 === 0 ? variants : [...variants].reverse()) {
          const backendsBefore = postgres ? await backendCpuMs(runtime.database.db) : null;
          const cpuBefore = process.cpuUsage();
          for (let i = 0; i < calls; i += 1) await read();
          const cpu = process.cpuUsage(cpuBefore);
          const backendsAfter = postgres ? await backendCpuMs(runtime.database.db) : null;
          server.set(name, [...(server.get(name) ?? []), (cpu.user + cpu.system) / 1000 / calls]);
          if (backendsBefore && backendsAfter) backends.set(name, [...(backends.get(name) ?? []), backendCpuSpent(backendsBefore, backendsAfter) / calls]);
        }
      }
      for (const [name] of variants) {
        const b = backends.get(name);
        lines.push(`| ${label} | ${list} | ${name} | ${median(server.get(name)!).toFixed(3)} | ${b ? median(b).toFixed(3) : ''} |`);
        console.log(lines.at(-1));
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

const loadBefore = loadavg();
const lines: string[] = [];
const sqliteDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-db-'));
lines.push(...(await benchmark(`sqlite:${join(sqliteDir, 'bench.sqlite')}`, 'SQLite')));
rmSync(sqliteDir, { recursive: true, force: true });
if (process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) {
  const database = await createTestDatabaseUrl();
  try {
    lines.push(...(await benchmark(database.url, 'PostgreSQL')));
  } finally {
    await database.drop();
  }
}
const load = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');
console.log(
  `\nload average ${load(loadBefore)} → ${load(loadavg())} on ${availableParallelism()} cores; median of ${ROUNDS} rounds of ${CALLS} reads (3 for the unpaged list)\n\n| database | list | read | CPU ms per read, this process | PostgreSQL backends |\n|---|---|---|---|---|\n${lines.join('\n')}`,
);
process.exit(0);
