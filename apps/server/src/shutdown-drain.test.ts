import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import {
  analysisStatusResponseSchema,
  analysisUrls,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  type AnalysisStatusResponse,
} from '@rehearse/contract/analysis-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer, freePort, startCompiledProcess, type CompiledProcess, type LogLine } from './test/compiled-process.ts';
import { bearerTokenOfNewUser } from './test/http-user.ts';
import { createTestDatabaseUrl, type TestDatabaseUrl } from './test/test-database.ts';

/**
 * SIGTERM on the compiled processes `npm start` and `npm run worker` run, on this run's database (SQLite, or
 * PostgreSQL + pg-boss when DATABASE_URL says so): an API instance finishes the request in progress, a worker
 * finishes its analysis or hands it back, and each exits 0.
 */
describe('SIGTERM drains the API and the worker', () => {
  let database: TestDatabaseUrl;
  let dataDir: string;
  let video: Buffer;
  const started: CompiledProcess[] = [];

  beforeAll(async () => {
    buildCompiledServer();
    video = readFileSync((await ensureFixtures()).containers.mp4);
    database = await createTestDatabaseUrl();
    dataDir = mkdtempSync(join(tmpdir(), 'rehearse-drain-'));
  }, 300_000);

  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await Promise.all(started.map((child) => child.exited));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const shared = () => ({ DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'info' });

  function start(entry: 'main' | 'worker', env: Record<string, string>): CompiledProcess {
    const child = startCompiledProcess(entry, { ...shared(), ...env });
    started.push(child);
    return child;
  }

  /** An API instance without a worker of its own, as in a scaled-out deployment. */
  async function startApi(): Promise<{ process: CompiledProcess; url: string }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = start('main', { PORT: String(port), PUBLIC_URL: url, IN_PROCESS_WORKER: 'false' });
    await child.waitForLog((line) => String(line.msg).startsWith('Rehearse is listening'));
    return { process: child, url };
  }

  async function uploadAndStart(url: string, token: string): Promise<string> {
    const form = new FormData();
    form.set('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'face.mp4');
    const headers = { authorization: `Bearer ${token}` };
    const upload = uploadResponseSchema.parse(await (await fetch(`${url}${analysisUrls.upload()}`, { method: 'POST', headers, body: form })).json());
    const start = await fetch(`${url}${analysisUrls.start()}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ video_upload_id: upload.video_upload.id, analysis_types: ['video', 'audio', 'combined'] }),
    });
    return startAnalysisResponseSchema.parse(await start.json()).session_id;
  }

  async function status(url: string, token: string, sessionId: string): Promise<AnalysisStatusResponse> {
    const response = await fetch(`${url}${analysisUrls.status(sessionId)}`, { headers: { authorization: `Bearer ${token}` } });
    return analysisStatusResponseSchema.parse(await response.json());
  }

  const about = (sessionId: string, msg: string) => (line: LogLine) => line.sessionId === sessionId && line.msg === msg;

  it('an API instance stops accepting, answers the upload in progress as usual, then exits 0', async () => {
    const api = await startApi();
    const token = await bearerTokenOfNewUser(api.url, dataDir);
    const boundary = `----drain${randomUUID()}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="face.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const half = Math.floor(video.length / 2);
    const upload = request(`${api.url}${analysisUrls.upload()}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + video.length + tail.length),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    upload.write(head);
    upload.write(video.subarray(0, half));
    // The server is streaming it to storage: its temporary file has bytes.
    await until(() => partFileBytes(join(dataDir, 'objects', '.tmp')) > 0);

    api.process.kill('SIGTERM');
    await api.process.waitForLog((line) => String(line.msg).startsWith('shutting down'));
    await expect(fetch(`${api.url}/api/health`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

    upload.end(Buffer.concat([video.subarray(half), tail]));
    const { status: code, body } = await answer;
    expect(code).toBe(200);
    expect(uploadResponseSchema.parse(JSON.parse(body)).video_upload.original_filename).toBe('face.mp4');
    expect(await api.process.exited).toEqual({ code: 0, signal: null });
    expect(api.process.log().some((line) => line.msg === 'stopped')).toBe(true);
  });

  it('a worker stopped during an analysis finishes it within the grace time, then exits 0', async () => {
    const api = await startApi();
    const token = await bearerTokenOfNewUser(api.url, dataDir);
    const sessionId = await uploadAndStart(api.url, token);
    const worker = start('worker', { SHUTDOWN_GRACE_SECONDS: '600' });
    await worker.waitForLog(about(sessionId, 'analysis started'));

    worker.kill('SIGTERM');
    expect(await worker.exited, worker.output()).toEqual({ code: 0, signal: null });
    const log = worker.log();
    const stopping = log.findIndex((line) => String(line.msg).startsWith('worker shutting down'));
    const completed = log.findIndex(about(sessionId, 'analysis completed'));
    expect(stopping).toBeGreaterThanOrEqual(0);
    expect(completed).toBeGreaterThan(stopping);
    expect((await status(api.url, token, sessionId)).status).toBe('completed');
    api.process.kill('SIGTERM');
    expect(await api.process.exited).toEqual({ code: 0, signal: null });
  });

  it('a worker whose grace time runs out hands the analysis back, exits 0, and a restarted worker completes it on the same attempt', async () => {
    const api = await startApi();
    const token = await bearerTokenOfNewUser(api.url, dataDir);
    const sessionId = await uploadAndStart(api.url, token);
    const first = start('worker', { SHUTDOWN_GRACE_SECONDS: '0' });
    const firstStart = await first.waitForLog(about(sessionId, 'analysis started'));
    expect(firstStart.attempt).toBe(1);

    first.kill('SIGTERM');
    expect(await first.exited, first.output()).toEqual({ code: 0, signal: null });
    expect(first.log().some(about(sessionId, 'analysis completed'))).toBe(false);
    expect((await status(api.url, token, sessionId)).status).toBe('processing');

    const second = start('worker', {});
    const secondStart = await second.waitForLog(about(sessionId, 'analysis started'));
    expect(secondStart.attempt).toBe(1);
    await second.waitForLog(about(sessionId, 'analysis completed'), 240_000);
    expect((await status(api.url, token, sessionId)).status).toBe('completed');
    second.kill('SIGTERM');
    api.process.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(await api.process.exited).toEqual({ code: 0, signal: null });
  });
});

/** Bytes in the `.part` files of a local object store's temporary folder (0 when there is none yet). */
function partFileBytes(dir: string): number {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.part'))
      .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
  } catch {
    return 0;
  }
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
