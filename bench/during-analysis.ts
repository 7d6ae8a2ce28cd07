// The API's latency while an analysis runs on the in-process worker (decision 037): p50/p95 of /api/health and of
// a list page with no analysis running, then with one running, for an engine that analyses in a child process of
// its own (the server's) and, for comparison, one that analyses on the API's own thread (the engine before it); and two
// controls: nothing running, and the same analysis in a process unrelated to the server.
// The analysis is another user's: a user's own running analysis changes their list (its progress), so their list
// pages are rebuilt rather than answered again (decision 020), whatever thread the analysis runs on. Beside the
// latency, the API thread's event-loop delay (p99, max) and the share of time its loop was busy: on a shared
// machine latency is mostly queueing behind other processes, while a loop blocked by an analysis shows as a long
// delay and a busy loop whatever else runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { analyze, LOWEST_PRIORITY } from '@rehearse/analysis';
import { ensureBenchmarkClip } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls, startAnalysisResponseSchema, uploadResponseSchema, type AnalysisStatusResponse } from '@rehearse/contract/analysis-api';
import { loadConfig } from '../apps/server/src/config.ts';
import { completedAnalysisRows } from '../apps/server/src/features/analysis/analysis-test-kit.ts';
import { createAnalysisEngine } from '../apps/server/src/features/analysis/create-analysis-engine.ts';
import { createApp } from '../apps/server/src/composition/app.ts';
import { createLogger } from '../apps/server/src/logging/logger.ts';
import { startRuntime } from '../apps/server/src/composition/server-runtime.ts';
import { signedInBenchUser } from './bench-user.ts';
import { generateLoad } from './generate-load.ts';
import type { LoadFigures } from './load-generator.ts';

/**
 * Where the analysis runs: the server's engine (a child process of the API), `analyze` called on the API's thread (as
 * before decision 037), or two controls: the same clip analysed by the CLI in a process that has nothing to do with
 * the server (at the same lowest priority), which shows what sharing the machine's cores costs by itself, and no
 * analysis at all, which shows the benchmark's own drift between its two runs.
 */
export type AnalysisPlacement = 'child process' | 'API thread' | 'unrelated process' | 'nothing (control)';

/** The API thread over a run: its event-loop delay in ms, and the share of the time its loop was busy (0–1). */
export interface LoopDelay {
  p99: number;
  max: number;
  busy: number;
}

type Measured = LoadFigures & { loop: LoopDelay };

export interface DuringAnalysisFigures {
  placement: AnalysisPlacement;
  endpoint: string;
  connections: number;
  idle: Measured;
  during: Measured;
  /** False when the analysis ended before the load runs did: the 'during' figures then cover part of a run only. */
  analysisCoveredRun: boolean;
}

/** A few people using the app at once, not a flood: the question is whether a request waits behind an analysis. */
const CONNECTIONS = 10;
/**
 * `BENCH_RATE=N`: the connections send N requests a second together, a load the server answers with CPU to spare,
 * as a site mostly runs; unset, as many as it answers, so every core is busy and latency is queueing.
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const LIST_ROWS = 200;

async function json<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

/** Uploads the clip, starts its analysis and waits until the analysis is past its probe (the heavy part has begun). */
async function startAnalysis(base: string, token: string, clip: string, bytes: Buffer): Promise<string> {
  const authorization = `Bearer ${token}`;
  const form = new FormData();
  form.set('video', new Blob([bytes], { type: 'video/mp4' }), basename(clip));
  const upload = await json(await fetch(`${base}${analysisUrls.upload()}`, { method: 'POST', headers: { authorization }, body: form }), uploadResponseSchema);
  const started = await json(
    await fetch(`${base}${analysisUrls.start()}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined'] }),
    }),
    startAnalysisResponseSchema,
  );
  await statusWhen(base, token, started.session_id, (s) => s.status !== 'queued' && s.stage !== 'queued' && s.stage !== 'probe');
  return started.session_id;
}

/** The analysis of the placement, started and past its probe; null for the control without one. */
async function startedAnalysis(placement: AnalysisPlacement, base: string, token: string, clip: string, bytes: Buffer): Promise<RunningAnalysis | null> {
  if (placement === 'nothing (control)') return null;
  if (placement === 'unrelated process') return analysisInUnrelatedProcess(clip);
  const sessionId = await startAnalysis(base, token, clip, bytes);
  return {
    running: async () => (await statusWhen(base, token, sessionId, () => true)).status === 'processing',
    ended: async () => {
      const ended = await statusWhen(base, token, sessionId, () => false);
      return ended.status === 'completed' ? null : `${ended.status}: ${ended.error}`;
    },
  };
}

/** A load run with the event-loop delay of this process (the server's) measured over it. */
async function measuredLoad(url: string, token: string, seconds: number): Promise<Measured> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const before = performance.eventLoopUtilization();
  const load = await generateLoad(url, token, CONNECTIONS, seconds, RATE);
  const busy = performance.eventLoopUtilization(before).utilization;
  delay.disable();
  return { ...load, loop: { p99: Math.round(delay.percentile(99) / 1e5) / 10, max: Math.round(delay.max / 1e5) / 10, busy: Math.round(busy * 100) / 100 } };
}

async function statusWhen(base: string, token: string, sessionId: string, done: (s: AnalysisStatusResponse) => boolean): Promise<AnalysisStatusResponse> {
  for (;;) {
    const status = await json(await fetch(`${base}${analysisUrls.status(sessionId)}`, { headers: { authorization: `Bearer ${token}` } }), analysisStatusResponseSchema);
    if (done(status) || status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A running analysis, whoever runs it: whether it is still running, and how it ended. */
interface RunningAnalysis {
  running(): Promise<boolean>;
  ended(): Promise<string | null>;
}

/** The clip analysed by the CLI (`npm run analyze`) at the lowest priority, as the server's engine runs it; resolves once past its probe. */
async function analysisInUnrelatedProcess(clip: string): Promise<RunningAnalysis> {
  const cli = join(import.meta.dirname, '..', 'packages', 'analysis', 'src', 'cli.ts');
  const child = spawn(LOWEST_PRIORITY.command, [...LOWEST_PRIORITY.args, process.execPath, '--import', 'tsx', cli, clip], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exit = new Promise<string | null>((resolve) => child.once('exit', (code) => resolve(code === 0 ? null : `the CLI exited with ${code}`)));
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // Progress lines are '<stage> <percent>%': past 'probe', the heavy part has begun.
      if (/^(audio|video|scoring)\b/m.test(stderr)) resolve();
    });
    void exit.then((error) => reject(new Error(`the analysis CLI ended before it began (${error ?? 'exit 0'}): ${stderr.slice(-500)}`)));
  });
  return { running: async () => child.exitCode === null, ended: () => exit };
}

export async function benchmarkDuringAnalysis(placement: AnalysisPlacement, seconds: number): Promise<DuringAnalysisFigures[]> {
  console.log(`analysis on the ${placement}: load ${RATE === undefined ? 'as fast as the server answers' : `${RATE} requests a second`}, ${CONNECTIONS} connections`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-during-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`, PUBLIC_URL: 'http://localhost:3999', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  // No downloaded speech model in the benchmark: PocketSphinx, as offline.
  const engine = createAnalysisEngine(config, () => null);
  const runtime = await startRuntime(config, createLogger('silent'), { analysisEngine: placement === 'child process' ? engine : { ...engine, analyze } });
  const server = serve({ fetch: createApp(runtime).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const user = await signedInBenchUser(base, config, runtime.database);
    const uploader = await signedInBenchUser(base, config, runtime.database);
    const { uploads, sessions } = runtime.analysis.repositories;
    const rows = Array.from({ length: LIST_ROWS }, (_, i) =>
      completedAnalysisRows({ userId: user.id, name: `interview-${i}.mp4`, at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(), overall: 50 + (i % 40), size: 1_000_000, duration: 60 }),
    );
    await uploads.insertMany(rows.map((r) => r.upload));
    await sessions.insertMany(rows.map((r) => r.session));
    await runtime.analysis.startWorker();
    const clip = await ensureBenchmarkClip();
    const bytes = await readFile(clip);
    const endpoints = [
      ['GET /api/health', '/api/health'],
      ['list, first page (user-analyses?limit=20)', `${analysisUrls.userAnalyses()}?limit=20`],
    ] as const;
    // Warm-up, not measured: the server's code paths compiled.
    await generateLoad(`${base}${endpoints[1][1]}`, user.token, CONNECTIONS, 3);
    const idle: Measured[] = [];
    for (const [, path] of endpoints) idle.push(await measuredLoad(`${base}${path}`, user.token, seconds));
    // One analysis for both 'during' runs: it takes longer than the two runs together.
    const analysis = await startedAnalysis(placement, base, uploader.token, clip, bytes);
    const during: Measured[] = [];
    for (const [, path] of endpoints) during.push(await measuredLoad(`${base}${path}`, user.token, seconds));
    const coveredRun = analysis === null || (await analysis.running());
    const error = analysis === null ? null : await analysis.ended();
    // On a machine too busy for the analysis's time limits it fails; the latency figures still stand.
    if (error !== null) console.log(`analysis on the ${placement}: the benchmark's analysis ended with ${error}`);
    const figures = endpoints.map(([endpoint], i): DuringAnalysisFigures => ({
      placement,
      endpoint,
      connections: CONNECTIONS,
      idle: idle[i]!,
      during: during[i]!,
      analysisCoveredRun: coveredRun,
    }));
    for (const f of figures) {
      console.log(
        `analysis on the ${placement}: ${f.endpoint}, ${CONNECTIONS} connections: p95 ${f.idle.p95} ms idle, ${f.during.p95} ms during an analysis (p50 ${f.idle.p50} → ${f.during.p50} ms; event-loop delay p99 ${f.idle.loop.p99} → ${f.during.loop.p99} ms, max ${f.idle.loop.max} → ${f.during.loop.max} ms; loop busy ${f.idle.loop.busy} → ${f.during.loop.busy})${f.analysisCoveredRun ? '' : ' — the analysis ended before the runs did'}`,
      );
    }
    return figures;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
