import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { OUTBOX_DIR_NAME } from '../mail/outbox-mailer.ts';
import { ClusterProcess } from './cluster-process.ts';
import { startLocalS3, type LocalS3 } from './s3rver.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from './test-database.ts';

/**
 * The two-machine set-up of docs/OPERATIONS.md on loopback, for the scale-out test and the soak
 * bench: one new PostgreSQL database, one s3rver bucket, N API instances (`IN_PROCESS_WORKER=false`,
 * main.ts) and M workers (worker.ts) as separate processes sharing only what the recipe shares:
 * DATABASE_URL, the bucket, BETTER_AUTH_SECRET and PUBLIC_URL. Each process has its own DATA_DIR
 * and TMPDIR under `root`, so a test can see what landed on a machine's disk.
 */
export interface LocalCluster {
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  /** The address users reach (the first instance, standing in for a load balancer); links in mails start with it. */
  publicUrl: string;
  databaseUrl: string;
  s3: LocalS3;
  /** Holds every process's DATA_DIR, TMPDIR and log file. */
  root: string;
  /** SIGTERMs every process (SIGKILL after `graceMs`, default 15 s), drops the database, stops s3rver, removes `root` unless `keepFiles`. */
  stop(options?: { graceMs?: number; keepFiles?: boolean }): Promise<void>;
}

export interface LocalClusterOptions {
  apis?: number;
  workers?: number;
  /** Extra environment for every process (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
}

/** Why the cluster cannot run here, or null: the queue it shares between processes is pg-boss, on PostgreSQL only. */
export function localClusterSkipReason(databaseUrl = process.env.DATABASE_URL): string | null {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return null;
  return 'needs DATABASE_URL=postgres://… (separate API and worker processes share jobs through pg-boss on PostgreSQL; SQLite runs one process)';
}

/** Variables a child inherits from this process; everything the app reads comes from the cluster alone. */
const INHERITED = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ'];

export async function startLocalCluster(options: LocalClusterOptions = {}): Promise<LocalCluster> {
  const skip = localClusterSkipReason();
  if (skip) throw new Error(`The local cluster ${skip}`);
  const root = mkdtempSync(join(tmpdir(), 'rehearse-cluster-'));
  const started: { database?: TestDatabaseUrl; s3?: LocalS3; processes: ClusterProcess[] } = { processes: [] };
  // Should this process end first (an uncaught error, process.exit), its children must not outlive it.
  const killAll = () => started.processes.forEach((p) => p.killNow());
  process.once('exit', killAll);
  const stop = async ({ graceMs = 15_000, keepFiles = false } = {}) => {
    process.off('exit', killAll);
    await Promise.all(started.processes.map((p) => stopWithin(p, graceMs)));
    await started.database?.drop();
    await started.s3?.stop();
    if (!keepFiles) rmSync(root, { recursive: true, force: true });
  };
  try {
    started.database = await createTestDatabaseUrl();
    started.s3 = await startLocalS3('rehearse-cluster');
    const ports = await Promise.all(Array.from({ length: options.apis ?? 2 }, () => freePort()));
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const shared: Record<string, string> = {
      ...Object.fromEntries(INHERITED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      NODE_ENV: 'production',
      // A test never fetches a speech model, nor the local language model.
      WHISPER_MODEL: 'none',
      LOCAL_LLM_MODEL: 'none',
      LOG_LEVEL: 'info',
      DATABASE_URL: started.database.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: publicUrl,
      // Behind a load balancer; here it lets each test client bring its own address to the rate limits.
      TRUST_PROXY: 'true',
      ...started.s3.env,
      ...options.env,
    };
    const processOf = (name: string, role: 'api' | 'worker', env: Record<string, string>) => {
      const dir = join(root, name);
      const dataDir = join(dir, 'data');
      const tmp = join(dir, 'tmp');
      mkdirSync(tmp, { recursive: true });
      const p = new ClusterProcess(name, role, { ...shared, ...env, DATA_DIR: dataDir, TMPDIR: tmp }, join(dir, 'log.jsonl'));
      started.processes.push(p);
      return p;
    };
    const apis = ports.map((port, i) => processOf(`api-${letter(i)}`, 'api', { PORT: String(port), IN_PROCESS_WORKER: 'false' }));
    const workers = Array.from({ length: options.workers ?? 2 }, (_, i) => processOf(`worker-${i + 1}`, 'worker', {}));
    // All at once, as an orchestrator starts them: migrations and queue creation must cope.
    await Promise.all([...apis, ...workers].map((p) => p.start()));
    return { apis, workers, publicUrl, databaseUrl: started.database.url, s3: started.s3, root, stop };
  } catch (error) {
    await stop({ graceMs: 2_000 }).catch(() => {});
    throw error;
  }
}

/** The DATA_DIR and TMPDIR a cluster process was given. */
export function directoriesOf(p: ClusterProcess): { dataDir: string; tmpDir: string } {
  return { dataDir: p.env.DATA_DIR ?? '', tmpDir: p.env.TMPDIR ?? '' };
}

/**
 * Files a process left on its machine's disk that the recipe says it must not: anything in DATA_DIR but
 * the outbox (mail as files when SMTP_URL is unset), anything in TMPDIR but tsx's compile cache.
 * Paths are relative to the folder, prefixed `data/` or `tmp/`.
 */
export function strayFilesOf(p: ClusterProcess): string[] {
  const { dataDir, tmpDir } = directoriesOf(p);
  return [
    ...filesUnder(dataDir).filter((f) => !f.startsWith(`${OUTBOX_DIR_NAME}/`)).map((f) => `data/${f}`),
    ...filesUnder(tmpDir).filter((f) => !f.startsWith('tsx-')).map((f) => `tmp/${f}`),
  ];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

async function stopWithin(p: ClusterProcess, graceMs: number): Promise<void> {
  const kill = setTimeout(() => void p.stop('SIGKILL'), graceMs);
  try {
    await p.stop('SIGTERM');
  } finally {
    clearTimeout(kill);
  }
}

function letter(i: number): string {
  return String.fromCharCode('a'.charCodeAt(0) + i);
}

/** A loopback port nobody listens on now (PORT must be a real number: the app refuses 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
