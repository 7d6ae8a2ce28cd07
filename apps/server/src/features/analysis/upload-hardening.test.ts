/**
 * Regression tests for the upload and analysis findings of the security review.
 * The upload and media ones run against both multipart endpoints, analysis and mock.
 */
import { readdir, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisUrls, COMPARE_DUPLICATE_MESSAGE, uploadResponseSchema } from '@rehearse/contract/analysis-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { MISSING_ORIGIN_MESSAGE, UNTRUSTED_ORIGIN_MESSAGE } from '@rehearse/contract/request-origin';
import { TOO_MANY_UPLOADS_MESSAGE, tooManyUnstartedUploadsMessage } from '@rehearse/contract/upload-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../../test/listen.ts';
import { httpChunk, rawExchange } from '../../test/raw-http-exchange.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import type { TestClient } from '../../test/test-app.ts';
import { UPLOAD_ENDPOINTS } from '../../test/upload-endpoints.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, ScriptedMediaError, uploadFile, waitFor, type AnalysisTestApp } from './analysis-test-kit.ts';
import { UPLOAD_RATE_LIMIT } from '../../http/upload-rate-limit.ts';
import { analysisEnded, uploadAndStart } from './analysis-api-steps.ts';

const MAX_UNSTARTED = 2;
const limit = { bytes: 100 * 1024 * 1024 };
let behaviour: (file: string) => Promise<AnalysisResult> = async () => scriptedResult(70);

let t: AnalysisTestApp;
let fixtures: FixturePaths;
let server: ListeningApp;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createAnalysisTestApp({
    engine: scriptedEngine(async (file) => behaviour(file)),
    maxUploadBytes: () => limit.bytes,
    maxUnstartedUploads: MAX_UNSTARTED,
  });
  server = await listenOnLoopback(t.app.fetch);
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function uploadId(client: TestClient, name = 'clip.mp4'): Promise<string> {
  const response = await uploadFile(client, fixtures.containers.mp4, name);
  expect(response.status).toBe(200);
  return uploadResponseSchema.parse(await response.json()).video_upload.id;
}

async function startedSession(client: TestClient, name = 'clip.mp4'): Promise<string> {
  return (await uploadAndStart(client, fixtures.containers.mp4, { name, types: ['video', 'audio'] })).sessionId;
}

const finished = (client: TestClient, sessionId: string) => analysisEnded(client, sessionId);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe.each(UPLOAD_ENDPOINTS)('cut-off and oversized uploads over a real socket: $name', (endpoint) => {
  it('answers a multipart body without its closing boundary with 400 and keeps serving', async () => {
    const alice = await t.signedInUser();
    const body = `--XX\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\nabcdef`;
    const response = await fetch(`${server.url}${await endpoint.uploadUrl(alice)}`, {
      method: 'POST',
      headers: { cookie: cookieOf(alice), origin: t.origin, 'content-type': 'multipart/form-data; boundary=XX' },
      body,
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toMatch(/Unexpected end of form/);
    const after = await fetch(`${server.url}${analysisUrls.userAnalyses()}`, { headers: { cookie: cookieOf(alice) } });
    expect(after.status).toBe(200);
    expect(await filesUnder(t.objectsRoot)).toEqual([]);
  });

  it('answers an oversized chunked upload with 413 before the body ends, and closes the connection', async () => {
    const alice = await t.signedInUser();
    const url = await endpoint.uploadUrl(alice);
    limit.bytes = 64 * 1024;
    try {
      const boundary = 'zz';
      const preamble = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
      const filler = Buffer.alloc(16 * 1024, 7);
      // The body never ends: only an answer given while it is still arriving stops the writing.
      const ceiling = 2 * endpoint.maxBytes(limit.bytes) + 1024 * 1024;
      const { response, closedByServer } = await rawExchange(
        server.port,
        [
          `POST ${url} HTTP/1.1`,
          'Host: 127.0.0.1',
          `Cookie: ${cookieOf(alice)}`,
          `Origin: ${t.origin}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          'Transfer-Encoding: chunked',
          '',
          '',
        ].join('\r\n'),
        (written) => (written === 0 ? httpChunk(preamble) : written < ceiling ? httpChunk(filler) : null),
      );
      expect(response).toMatch(/^HTTP\/1\.1 413 /);
      expect(response.toLowerCase()).toContain('connection: close');
      expect(closedByServer).toBe(true);
      await waitFor(async () => (await filesUnder(t.objectsRoot)).length === 0);
    } finally {
      limit.bytes = 100 * 1024 * 1024;
    }
  });
});

describe('never-started uploads and upload rate', () => {
  it(`refuses the upload after ${MAX_UNSTARTED} never-started ones with 429 saying what to do, and counts only unstarted ones`, async () => {
    const alice = await t.signedInUser();
    const first = await uploadId(alice);
    await uploadId(alice);
    const refused = await uploadFile(alice, fixtures.containers.mp4, 'third.mp4');
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(tooManyUnstartedUploadsMessage(MAX_UNSTARTED));
    // Another user is not affected.
    await uploadId(await t.signedInUser());
    // Starting one frees a place.
    expect((await alice.post(analysisUrls.start(), { video_upload_id: first, analysis_types: ['video'] })).status).toBe(200);
    await uploadId(alice, 'third.mp4');
  });

  it('deletes never-started uploads after 24 hours and keeps started ones', async () => {
    const alice = await t.signedInUser();
    const unstarted = await uploadId(alice, 'never.mp4');
    const session = await startedSession(alice, 'started.mp4');
    await finished(alice, session);
    const in25Hours = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await t.analysis.sweepRetention(in25Hours)).toBeGreaterThanOrEqual(1);
    expect((await t.analysis.repositories.uploads.findById(unstarted))?.deleted_at).not.toBeNull();
    expect((await alice.post(analysisUrls.start(), { video_upload_id: unstarted, analysis_types: ['video'] })).status).toBe(404);
    expect((await alice.get(analysisUrls.media(session))).status).toBe(200);
  });

  it('limits uploads per user, whatever the address', async () => {
    const alice = await t.signedInUser();
    freezeClockInFreshWindow(UPLOAD_RATE_LIMIT);
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i += 1) {
      alice.ip = `10.200.${i}.1`;
      // Cheap requests (no body) count as much as real uploads.
      expect((await alice.request(analysisUrls.upload(), { method: 'POST' })).status).toBe(400);
    }
    const refused = await alice.request(analysisUrls.upload(), { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    expect((await uploadFile(await t.signedInUser(), fixtures.containers.mp4, 'other.mp4')).status).toBe(200);
  });
});

describe('stale temp files', () => {
  it('the retention sweep removes .part files a killed upload left, not ones being written', async () => {
    const temp = join(t.objectsRoot, '.tmp');
    await mkdir(temp, { recursive: true });
    await writeFile(join(temp, 'old.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(temp, 'old.part'), twoHoursAgo, twoHoursAgo);
    await writeFile(join(temp, 'current.part'), 'x');
    await t.analysis.sweepRetention();
    expect((await readdir(temp)).sort()).toEqual(['current.part']);
  });
});

describe.each(UPLOAD_ENDPOINTS)('private files: $name', (endpoint) => {
  it('stores uploads 0600 in folders 0700', async () => {
    const alice = await t.signedInUser();
    const before = new Set(await filesUnder(t.objectsRoot));
    await endpoint.storedMedia(alice, fixtures.containers.mp4);
    // The upload, and report files an analysis may have written since; not files still being written.
    const files = (await filesUnder(t.objectsRoot)).filter((file) => !before.has(file) && !file.includes('/.tmp/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(join(file, '..'))).mode & 0o777).toBe(0o700);
    }
    expect((await stat(t.objectsRoot)).mode & 0o777).toBe(0o700);
  });
});

describe.each(UPLOAD_ENDPOINTS)('origin of cookie-authenticated uploads: $name', (endpoint) => {
  it('refuses a cookie upload without Origin or from a foreign one, with 403 and a message', async () => {
    const alice = await t.signedInUser();
    const url = await endpoint.uploadUrl(alice);
    const form = () => {
      const data = new FormData();
      data.set(endpoint.fileField, new Blob(['abc'], { type: 'video/mp4' }), 'a.mp4');
      return data;
    };
    const foreign = await alice.request(url, { method: 'POST', body: form(), headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(apiErrorSchema.parse(await foreign.json()).message).toBe(UNTRUSTED_ORIGIN_MESSAGE);
    const bare = await fetch(`${server.url}${url}`, { method: 'POST', body: form(), headers: { cookie: cookieOf(alice) } });
    expect(bare.status).toBe(403);
    expect(apiErrorSchema.parse(await bare.json()).message).toBe(MISSING_ORIGIN_MESSAGE);
  });
});

describe('origin of cookie-authenticated changes', () => {
  it('refuses a cookie change from Origin null', async () => {
    const alice = await t.signedInUser();
    const start = await fetch(`${server.url}${analysisUrls.start()}`, {
      method: 'POST',
      body: JSON.stringify({ video_upload_id: 'x' }),
      headers: { cookie: cookieOf(alice), 'content-type': 'application/json', origin: 'null' },
    });
    expect(start.status).toBe(403);
  });

  it('lets same-origin cookie changes, cookie-less calls and reads through', async () => {
    const alice = await t.signedInUser();
    expect((await alice.post(analysisUrls.start(), { video_upload_id: 'unknown', analysis_types: ['video'] })).status).toBe(404);
    const anonymous = await fetch(`${server.url}${analysisUrls.start()}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
    const read = await fetch(`${server.url}${analysisUrls.userAnalyses()}`, { headers: { cookie: cookieOf(alice) } });
    expect(read.status).toBe(200);
  });
});

describe.each(UPLOAD_ENDPOINTS)('media of $name', (endpoint) => {
  it('a 416 carries Content-Range: bytes */<size>', async () => {
    const alice = await t.signedInUser();
    const media = await endpoint.storedMedia(alice, fixtures.containers.mp4);
    const { size } = await stat(fixtures.containers.mp4);
    const response = await alice.request(media, { headers: { range: `bytes=${size + 10}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
    const part = await alice.request(media, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(8);
  });
});

describe('responses', () => {
  it('comparing one analysis with itself answers 400', async () => {
    const alice = await t.signedInUser();
    const session = await startedSession(alice);
    const response = await alice.post(analysisUrls.compare(), { analysis_ids: [session, session] });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(COMPARE_DUPLICATE_MESSAGE);
  });
});

describe('failure messages never show storage paths', () => {
  it('neither a media error nor a final failure keeps a path', async () => {
    const alice = await t.signedInUser();
    try {
      behaviour = async (file) => {
        throw new ScriptedMediaError(`Invalid data found when processing input: ${file}`);
      };
      const media = await finished(alice, await startedSession(alice));
      expect(media.status).toBe('failed');
      expect(media.error).toContain('Invalid data found');
      expect(media.error).not.toContain(t.objectsRoot);
      expect(media.error).not.toMatch(/uploads\//);

      behaviour = async (file) => {
        throw new Error(`ENOENT: no such file or directory, open '${file}.wav'`);
      };
      const crash = await finished(alice, await startedSession(alice));
      expect(crash.status).toBe('failed');
      expect(crash.error).toContain('ENOENT');
      expect(crash.error).not.toContain(t.objectsRoot);
    } finally {
      behaviour = async () => scriptedResult(70);
    }
  });
});
