// `npm run bench:soak`: the scale-out set-up under crashes. Two API instances and two workers
// (separate processes, apps/server/src/test/local-cluster.ts) on a new PostgreSQL database and an
// s3rver bucket, all on loopback; 30 uploads of the 4 s fixture clip through alternating instances
// (one every 6 s, each started at once, by 3 users with 10 credits each); meanwhile one worker is
// SIGKILLed every 20 s (alternately) and started again. Real engine. Prints analyses lost (not
// completed), credits charged twice, and p50/p95 time from upload to result. Bounded: 15 minutes.
// Needs DATABASE_URL=postgres://… (the server the test database is created on). Not part of
// `npm run bench` (it takes several minutes).
import { loadavg } from 'node:os';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
} from '@rehearse/contract/analysis-api';
import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import { quantile } from '../apps/server/src/features/metrics/quantile.ts';
import { ClusterClient } from '../apps/server/src/test/cluster-client.ts';
import type { ClusterProcess } from '../apps/server/src/test/cluster-process.ts';
import { directoriesOf, localClusterSkipReason, startLocalCluster, strayFilesOf, type LocalCluster } from '../apps/server/src/test/local-cluster.ts';

const UPLOADS = 30;
const USERS = 3;
const UPLOAD_EVERY_MS = 6_000;
const KILL_EVERY_MS = 20_000;
const DEADLINE_MS = 15 * 60_000;
const PASSWORD = 'Soak!pass1';

interface Analysis {
  sessionId: string;
  user: number;
  uploadedAt: number;
  resultAt: number | null;
  status: string;
  error: string | null;
}

interface Kill {
  worker: string;
  at: number;
  /** Sessions the killed process had started and not finished. */
  interrupted: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const skip = localClusterSkipReason();
if (skip) {
  console.log(`bench:soak skipped: it ${skip}`);
  process.exit(0);
}

const clip = (await ensureFixtures()).containers.mp4;
const startedAt = Date.now();
const cluster = await startLocalCluster({ apis: 2, workers: 2 });
console.log(`cluster up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: API instances ${cluster.apis.map((a) => a.url).join(', ')}, 2 workers`);
const instances = cluster.apis.map((api) => api.url ?? '');
const instance = (i: number) => instances[i % instances.length]!;

let ok = false;
try {
  const clients = await signUpUsers(cluster);
  const t0 = Date.now();
  const deadline = t0 + DEADLINE_MS;
  const analyses: Analysis[] = [];
  const kills: Kill[] = [];
  const allDone = () => analyses.length === UPLOADS && analyses.every((a) => a.resultAt !== null);
  const killer = killWorkersUntil(cluster.workers, kills, allDone, deadline);
  const poller = (async () => {
    while (!allDone() && Date.now() < deadline) {
      await pollResults(clients, analyses);
      await sleep(500);
    }
  })();
  for (let i = 0; i < UPLOADS; i += 1) {
    await sleep(Math.max(0, t0 + i * UPLOAD_EVERY_MS - Date.now()));
    const user = i % USERS;
    analyses.push(await uploadAndStart(clients[user]!, instance(i), user));
  }
  await poller;
  await killer;

  const credits = await Promise.all(clients.map((c, i) => creditsOf(c, instance(i))));
  const charged = credits.reduce((sum, left) => sum + (DEFAULT_ANALYSIS_CREDITS - left), 0);
  const completed = analyses.filter((a) => a.status === 'completed');
  const lost = analyses.filter((a) => a.status !== 'completed');
  const times = completed.map((a) => ((a.resultAt ?? 0) - a.uploadedAt) / 1000);
  const interrupted = new Set(kills.flatMap((k) => k.interrupted));
  const reruns = cluster.workers.flatMap((w) => w.logs()).filter((l) => l.msg === 'analysis completed' && typeof l.attempt === 'number' && l.attempt > 1).length;
  const seconds = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} s`);

  console.log(`\nuploads: ${UPLOADS} (one every ${UPLOAD_EVERY_MS / 1000} s, alternating ${instances.length} API instances)`);
  console.log(`worker SIGKILLs: ${kills.length} (every ${KILL_EVERY_MS / 1000} s), ${interrupted.size} analyses interrupted mid-run, ${reruns} completed on a later attempt`);
  console.log(`analyses completed: ${completed.length}`);
  console.log(`analyses lost: ${lost.length}${lost.length ? ` (${lost.map((a) => `${a.status}: ${a.error ?? 'no result'}`).join('; ')})` : ''}`);
  console.log(`credits charged: ${charged} for ${analyses.length} analyses; charged twice: ${charged - analyses.length}`);
  console.log(`time to result (upload → completed): p50 ${seconds(quantile(times, 0.5))}, p95 ${seconds(quantile(times, 0.95))}, max ${seconds(times.length ? Math.max(...times) : null)}`);
  const slowed = completed.filter((a) => interrupted.has(a.sessionId)).map((a) => ((a.resultAt ?? 0) - a.uploadedAt) / 1000);
  if (slowed.length) console.log(`  of which interrupted by a kill: p50 ${seconds(quantile(slowed, 0.5))}, max ${seconds(Math.max(...slowed))}`);
  console.log(`wall time: ${((Date.now() - t0) / 1000).toFixed(0)} s; load average at the end (1/5/15 min): ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  const stray = cluster.apis.flatMap((api) => strayFilesOf(api).map((f) => `${api.name}/${f}`));
  console.log(`files on the API instances' disks (outside outbox/): ${stray.length}${stray.length ? ` (${stray.join(', ')})` : ''}`);
  ok = lost.length === 0 && charged === analyses.length && stray.length === 0;
} finally {
  await cluster.stop({ keepFiles: !ok });
  if (!ok) console.log(`kept the processes' logs and folders under ${cluster.root}`);
}
process.exit(ok ? 0 : 1);

/** Users signed up on one instance and verified on the other, each a client with its own address. */
async function signUpUsers(c: LocalCluster): Promise<ClusterClient[]> {
  const clients: ClusterClient[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const client = new ClusterClient(c.publicUrl, `10.20.0.${i + 1}`);
    const api = c.apis[i % c.apis.length]!;
    await client.signUp({ email: `soak-${i}-${Date.now()}@example.com`, password: PASSWORD, full_name: `Soak ${i}` }, { url: api.url ?? '', dataDir: directoriesOf(api).dataDir }, instance(i + 1));
    clients.push(client);
  }
  return clients;
}

async function uploadAndStart(client: ClusterClient, url: string, user: number): Promise<Analysis> {
  const uploadedAt = Date.now();
  const res = await client.upload(url, clip);
  if (!res.ok) throw new Error(`upload through ${url} failed: ${res.status} ${await res.text()}`);
  const upload = uploadResponseSchema.parse(await res.json());
  const start = await client.post(url, analysisUrls.start(), { video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined'] });
  if (!start.ok) throw new Error(`start through ${url} failed: ${start.status} ${await start.text()}`);
  const { session_id } = startAnalysisResponseSchema.parse(await start.json());
  return { sessionId: session_id, user, uploadedAt, resultAt: null, status: 'queued', error: null };
}

/** Reads each unfinished analysis's status, through alternating instances. */
async function pollResults(clients: ClusterClient[], analyses: Analysis[]): Promise<void> {
  let i = 0;
  for (const a of analyses.filter((x) => x.resultAt === null)) {
    const res = await clients[a.user]!.request(instance(i++), analysisUrls.status(a.sessionId));
    if (!res.ok) continue;
    const status = analysisStatusResponseSchema.parse(await res.json());
    a.status = status.status;
    a.error = status.error;
    if (status.status === 'completed' || status.status === 'failed') a.resultAt = Date.now();
  }
}

async function creditsOf(client: ClusterClient, url: string): Promise<number> {
  const body = (await (await client.request(url, '/api/auth/get-session')).json()) as { user?: { analysis_credits?: number } } | null;
  if (typeof body?.user?.analysis_credits !== 'number') throw new Error('no session');
  return body.user.analysis_credits;
}

/** Every KILL_EVERY_MS, SIGKILLs the next worker (alternately) and starts it again, until `done()` or the deadline. */
async function killWorkersUntil(workers: ClusterProcess[], kills: Kill[], done: () => boolean, deadline: number): Promise<void> {
  const restarts: Promise<void>[] = [];
  for (let n = 0; !done() && Date.now() < deadline; n += 1) {
    await sleep(KILL_EVERY_MS);
    if (done()) break;
    const worker = workers[n % workers.length]!;
    const pid = worker.pid;
    if (pid === undefined) continue;
    kills.push({ worker: worker.name, at: Date.now(), interrupted: unfinishedOn(worker, pid) });
    await worker.stop('SIGKILL');
    // A start cut short by the next kill of the same worker (a slow machine) is not a failure of the bench.
    restarts.push(worker.start(KILL_EVERY_MS * workers.length).catch((error: unknown) => console.log(`restart of ${worker.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)));
  }
  await Promise.all(restarts);
}

/** Sessions whose analysis this process life started and did not finish. */
function unfinishedOn(worker: ClusterProcess, pid: number): string[] {
  const mine = worker.logs().filter((l) => l.pid === pid);
  const finished = new Set(mine.filter((l) => l.msg === 'analysis completed').map((l) => l.sessionId));
  return mine.filter((l) => l.msg === 'analysis started' && !finished.has(l.sessionId)).map((l) => String(l.sessionId));
}
