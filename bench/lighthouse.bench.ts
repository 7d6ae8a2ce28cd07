// `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling: slow 4G, 4× CPU slowdown) on the
// landing page and the sign-in page as `npm start` serves them — the compiled server on loopback with the built web
// app, a fresh DATA_DIR, no proxy. Chromium is the system one (CHROME_PATH, default /usr/bin/chromium), started here
// with a DevTools port for Lighthouse. LIGHTHOUSE_RUNS scored runs per page (default 3; a run whose trace failed is
// repeated); it prints each run, the median, and the scores and benchmark index of every run.
// Lighthouse scales its CPU estimate by how fast this machine is (its benchmark index, printed): on a machine
// shared with other jobs the scores drop, so read them together with the load average.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, REPO_ROOT, startCompiledProcess } from '../apps/server/src/test/compiled-process.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/login'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Where to keep each run's full Lighthouse report (JSON), for reading its other audits; none kept when unset. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the build failed');

const dataDir = mkdtempSync(join(tmpdir(), 'rehearse-bench-lighthouse-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startCompiledProcess('main', { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin });

/** Chromium with a DevTools port; Lighthouse opens its own tab in it. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const devtoolsPort = await freePort();
  const chromium = spawn(
    CHROME_PATH,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${devtoolsPort}`, `--user-data-dir=${join(dataDir, 'chromium')}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`http://127.0.0.1:${devtoolsPort}/json/version`);
      // Resolves once Chromium has exited: it writes its profile until then, and removing the folder sooner fails.
      const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
      return {
        port: devtoolsPort,
        stop: () => {
          chromium.kill('SIGTERM');
          return exited;
        },
      };
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  transferKiB: number;
  /** Main-thread work and the part of it spent on script (Lighthouse's 'mainthread-work-breakdown', 'bootup-time'). */
  mainThreadMs: number;
  scriptMs: number;
  benchmarkIndex: number;
}

/** The middle value; with an even count, the mean of the two middle ones (two runs: their mean). Failed runs (NaN) are left out. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
const describe = (run: Run) =>
  `performance ${Math.round(run.score)}  FCP ${(run.fcp / 1000).toFixed(1)} s  LCP ${(run.lcp / 1000).toFixed(1)} s  TBT ${Math.round(run.tbt)} ms  ` +
  `${run.transferKiB.toFixed(0)} KiB transferred  main thread ${(run.mainThreadMs / 1000).toFixed(1)} s  JS execution ${(run.scriptMs / 1000).toFixed(1)} s  ` +
  `(benchmark index ${run.benchmarkIndex})`;

const chromium = await startChromium();
try {
  await server.waitForLog((line) => typeof line.msg === 'string' && line.msg.includes('is listening'));
  console.log(`Lighthouse ${RUNS}× per page on ${origin}, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  for (const page of PAGES) {
    const runs: Run[] = [];
    // A run whose trace failed is run again, up to RUNS more attempts, so that the median is of RUNS scores.
    for (let i = 0; runs.filter((run) => !Number.isNaN(run.score)).length < RUNS && i < 2 * RUNS; i++) {
      const result = await lighthouse(`${origin}${page}`, { port: chromium.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error('Lighthouse gave no result');
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(join(REPORT_DIR, `${page === '/' ? 'home' : page.slice(1)}-${i + 1}.json`), JSON.stringify(result.lhr, null, 1));
      }
      const { audits, categories, environment } = result.lhr;
      runs.push({
        // A run whose trace failed (e.g. NO_NAVSTART on a starved machine) has no score: NaN, left out of the median.
        score: categories.performance?.score == null ? NaN : Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        transferKiB: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
        mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
        scriptMs: audits['bootup-time']?.numericValue ?? NaN,
        benchmarkIndex: environment.benchmarkIndex,
      });
      console.log(`  ${page.padEnd(7)} run ${i + 1}: ${describe(runs.at(-1) as Run)}`);
    }
    const middle: Run = {
      score: median(runs.map((run) => run.score)),
      fcp: median(runs.map((run) => run.fcp)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      transferKiB: median(runs.map((run) => run.transferKiB)),
      mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
      scriptMs: median(runs.map((run) => run.scriptMs)),
      benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    };
    const scores = runs.map((run) => run.score).filter((score) => !Number.isNaN(score));
    const indexes = runs.map((run) => Math.round(run.benchmarkIndex));
    console.log(`${page.padEnd(9)} median: ${describe(middle)}`);
    console.log(`${''.padEnd(9)} scores ${scores.join(', ') || 'none'} (range ${Math.min(...scores)}–${Math.max(...scores)}), benchmark index per run ${indexes.join(', ')}`);
  }
  console.log(`load average after: ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
} finally {
  await chromium.stop();
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
