// `npm run bench:start`: how long a restart takes until the process serves — `npm start` until GET /api/health
// answers 200, `npm run worker` until it logs that it is running — with the build up to date and the data folder
// already migrated (a second start). For comparison, the former start: the web build on every start, then the
// server compiled at run time by tsx. Loopback only, a temporary DATA_DIR, START_RUNS starts of each (default 5).
// Besides wall time it prints the CPU time the start took (its whole process group, exited helpers included), which
// a busy machine inflates far less: on an idle one the wall time comes close to it.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '../apps/server/src/test/compiled-process.ts';

const RUNS = Number(process.env.START_RUNS ?? 5);
const FORMER_RUNS = Number(process.env.START_FORMER_RUNS ?? 2);
const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-start-'));

interface Ready {
  /** When the process counts as serving. */
  until: 'health' | 'worker-log';
}

interface Timing {
  wall: number;
  cpu: number;
}

/** Linux clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds used so far by the processes of group `pgid`: their own time and that of their children already
 * reaped (npm's, the shell's), which survives the shell's `exec` into node.
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime cutime cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return ticks / CLOCK_TICKS;
}

/** Starts `command` (a shell line, as npm runs scripts) in its own process group; answers the time until ready. */
async function timeStart(command: string, ready: Ready): Promise<Timing> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  const started = performance.now();
  const child = spawn('sh', ['-c', command], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = once(child, 'exit');
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
      if (ready.until === 'worker-log' ? output.includes('analysis worker running') : await healthy(port)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wall = (performance.now() - started) / 1000;
    return { wall, cpu: groupCpuSeconds(child.pid!) };
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function series(label: string, command: string, ready: Ready, runs: number): Promise<void> {
  const timings: Timing[] = [];
  for (let run = 0; run < runs; run += 1) timings.push(await timeStart(command, ready));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const walls = timings.map((timing) => timing.wall).sort((a, b) => a - b);
  const shown = (value: number) => `${value.toFixed(2)} s`;
  console.log(
    `${label}: wall median ${shown(median(walls))} (min ${shown(walls[0]!)}, max ${shown(walls.at(-1)!)}), ` +
      `CPU median ${shown(median(timings.map((timing) => timing.cpu)))} (${runs} runs)`,
  );
}

try {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  console.log(`build before the runs: ${build.stdout.trim().split('\n').filter((line) => line.includes('build:')).join('; ')}`);
  // The first start migrates the new data folder; every later one is a restart.
  const first = await timeStart('npm start', { until: 'health' });
  console.log(`first start on an empty data folder: wall ${first.wall.toFixed(2)} s, CPU ${first.cpu.toFixed(2)} s`);
  await series('npm start → GET /api/health 200 (build up to date)', 'npm start', { until: 'health' }, RUNS);
  await series('npm run worker → "analysis worker running" (build up to date)', 'npm run worker', { until: 'worker-log' }, RUNS);
  await series('former start: web build + tsx apps/server/src/main.ts', 'node scripts/system-deps.mjs runtime && npm run build -w apps/web >/dev/null && exec node_modules/.bin/tsx apps/server/src/main.ts', { until: 'health' }, FORMER_RUNS);
  await series('former start without its web build: tsx apps/server/src/main.ts', 'exec node_modules/.bin/tsx apps/server/src/main.ts', { until: 'health' }, FORMER_RUNS);
  console.log(`load average (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(1)).join(', ')} on this machine`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
