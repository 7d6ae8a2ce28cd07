/**
 * The scale-out recipe of docs/OPERATIONS.md as real processes: two API instances (IN_PROCESS_WORKER=false)
 * and two workers on one PostgreSQL database and one S3 bucket (s3rver on loopback), with the real
 * analysis engine on a real recording. Runs only on PostgreSQL (`npm run test:db`).
 */
import { readFileSync } from 'node:fs';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  type AnalysisStatusResponse,
} from '@rehearse/contract/analysis-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../features/analysis/analysis-test-kit.ts';
import { S3ObjectStore } from '../storage/s3-object-store.ts';
import { ClusterClient } from '../test/cluster-client.ts';
import type { ClusterProcess, LogLine } from '../test/cluster-process.ts';
import { directoriesOf, localClusterSkipReason, startLocalCluster, strayFilesOf, type LocalCluster } from '../test/local-cluster.ts';
import { TEST_PASSWORD } from '../test/test-app.ts';

const skipReason = localClusterSkipReason();
/** A killed worker's lease lapses after ≤ 30 s, maintenance notices within 10 s, the retry waits 5–10 s; the analyses themselves run twice. */
const RECOVERY_TIMEOUT_MS = 240_000;

let cluster: LocalCluster;
let recording: string;
let a: string;
let b: string;
const alice = { email: `alice-${Date.now()}@example.com`, password: TEST_PASSWORD, full_name: 'Alice Scale' };
let browser: ClusterClient;
let sessionId: string;

async function statusVia(instance: string, id: string): Promise<AnalysisStatusResponse> {
  const res = await browser.request(instance, analysisUrls.status(id));
  expect(res.status).toBe(200);
  return analysisStatusResponseSchema.parse(await res.json());
}

async function creditsVia(instance: string): Promise<number> {
  const res = await browser.request(instance, '/api/auth/get-session');
  const body = (await res.json()) as { user?: { analysis_credits?: number } } | null;
  if (typeof body?.user?.analysis_credits !== 'number') throw new Error(`no session on ${instance}: ${JSON.stringify(body)}`);
  return body.user.analysis_credits;
}

function isAnalysisLog(message: string, id: string) {
  return (line: LogLine) => line.msg === message && line.sessionId === id;
}

describe.skipIf(skipReason !== null)(`two API instances and two workers on PostgreSQL and S3${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  beforeAll(async () => {
    recording = (await ensureFixtures()).talkingHead.path;
    cluster = await startLocalCluster({ apis: 2, workers: 2 });
    [a, b] = cluster.apis.map((api) => api.url ?? '') as [string, string];
    browser = new ClusterClient(cluster.publicUrl, '10.11.0.1');
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('a session made on instance A is valid on instance B (shared secret, one database)', async () => {
    const apiA = cluster.apis[0]!;
    // Signed up through A, verified through B (which signs in), then signed in again through A.
    await browser.signUp(alice, { url: a, dataDir: directoriesOf(apiA).dataDir }, b);
    const signIn = await browser.post(a, '/api/auth/sign-in/email', { email: alice.email, password: alice.password });
    expect(signIn.status).toBe(200);
    expect(await creditsVia(b)).toBe(10);
    expect(await creditsVia(a)).toBe(10);
    // A stranger's request to B is not signed in.
    const stranger = await new ClusterClient(cluster.publicUrl, '10.11.0.2').request(b, analysisUrls.userAnalyses());
    expect(stranger.status).toBe(401);
  });

  it('an upload through A is stored in the bucket and served by B with HTTP Range', async () => {
    const uploaded = uploadResponseSchema.parse(await (await browser.upload(a, recording)).json());
    const started = startAnalysisResponseSchema.parse(
      await (await browser.post(a, analysisUrls.start(), { video_upload_id: uploaded.video_upload.id, analysis_types: ['video', 'audio', 'combined'] })).json(),
    );
    sessionId = started.session_id;
    expect(started.analysis_credits).toBe(9);

    const bytes = readFileSync(recording);
    const part = await browser.request(b, analysisUrls.media(sessionId), { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM video_uploads WHERE id = $1', [uploaded.video_upload.id]);
    await db.end();
    const store = new S3ObjectStore(cluster.s3.settings);
    expect(await store.stat(rows[0]!.storage_key)).toEqual({ size: bytes.length });
    store.close();
  });

  it('a worker SIGKILLed mid-analysis: the other worker completes it, and the credit is charged once', async () => {
    const started = isAnalysisLog('analysis started', sessionId);
    const taker = await Promise.any(cluster.workers.map((w) => w.waitForLog(started, 120_000).then(() => w)));
    const survivor = cluster.workers.find((w) => w !== taker) as ClusterProcess;
    // Mid-analysis: the engine has reported progress through the database.
    const running = await waitFor(async () => {
      const s = await statusVia(b, sessionId);
      return s.status === 'completed' || s.progress > 0 ? s : null;
    }, 120_000);
    expect(running.status, 'the analysis finished before the worker could be killed').toBe('processing');

    expect((await taker.stop('SIGKILL')).signal).toBe('SIGKILL');
    const done = await waitFor(async () => {
      const s = await statusVia(a, sessionId);
      return s.status === 'completed' || s.status === 'failed' ? s : null;
    }, RECOVERY_TIMEOUT_MS);
    expect(done.status, done.error ?? '').toBe('completed');
    const completed = survivor.logs().find(isAnalysisLog('analysis completed', sessionId));
    expect(completed?.attempt).toBe(2);
    expect(taker.logs().some(isAnalysisLog('analysis completed', sessionId))).toBe(false);

    expect(await creditsVia(a)).toBe(9);
    expect(await creditsVia(b)).toBe(9);
    const report = await browser.request(b, analysisUrls.reportFiles(sessionId));
    expect(report.status).toBe(200);
  }, RECOVERY_TIMEOUT_MS + 150_000);

  it('nothing of the upload landed on a local disk: no objects in any DATA_DIR, no temp copies left but the killed worker’s', async () => {
    const alive = [...cluster.apis, ...cluster.workers.filter((w) => w.running)];
    expect(alive).toHaveLength(3);
    for (const p of alive) expect(strayFilesOf(p), p.name).toEqual([]);
  });
});

