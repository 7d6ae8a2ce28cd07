/** Mock-interview recordings with OBJECT_STORE=s3: presigned PUT straight into the bucket (s3rver on loopback), checked at answer time, analysed, and swept after retention. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import { MOCK_MAX_RECORDING_BYTES, MOCK_SERVER_MESSAGES, MOCK_UPLOAD_URL_TTL_SECONDS } from '@rehearse/contract/mock-constants';
import {
  mockAnswerResponseSchema,
  mockErrorSchema,
  mockFinishResponseSchema,
  mockPresignResponseSchema,
  mockStartResponseSchema,
  mockUrls,
  type MockPresignResponse,
} from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';

let s3: LocalS3;
let t: MockTestApp;
let fixtures: FixturePaths;
const analysedPaths: string[] = [];

beforeAll(async () => {
  fixtures = await ensureFixtures();
  s3 = await startLocalS3();
  t = await createMockTestApp({
    env: s3.env,
    engine: scriptedEngine(async (path) => {
      analysedPaths.push(path);
      return scriptedResult(70, 4);
    }),
  });
});

afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

beforeEach(() => {
  t.clock.now = null;
});

async function freshUser() {
  const client = await t.signedInUser();
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
  return { client, sessionId: session.session_id, key: (i: number) => session.questions[i]!.key };
}

async function presign(client: TestClient, sessionId: string, questionKey: string, fileSize?: number): Promise<MockPresignResponse> {
  const res = await client.post(mockUrls.presign(), { session_id: sessionId, question_key: questionKey, file_extension: 'webm', file_size: fileSize });
  expect(res.status).toBe(200);
  return mockPresignResponseSchema.parse(await res.json());
}

/** What the browser does with a PUT link: the bytes alone, the given headers, no cookie. */
async function putRecording(link: MockPresignResponse, bytes: Buffer): Promise<Response> {
  return fetch(link.presigned_url, { method: 'PUT', headers: link.upload_headers, body: bytes });
}

function answer(client: TestClient, sessionId: string, questionKey: string, mediaUrl: string) {
  return client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 4, notes: '', media_url: mediaUrl, skipped: false });
}

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(mockErrorSchema.parse(await res.json()).message).toBe(message);
}

describe('mock-interview recordings with the S3 object store', () => {
  it('presigns a PUT into the bucket; the browser uploads there, the answer is checked, analysed from a temp copy, and reported', async () => {
    const { client, sessionId, key } = await freshUser();
    const webm = await readFile(fixtures.containers.webm);
    const link = await presign(client, sessionId, key(0), webm.length);
    expect(link.upload_method).toBe('PUT');
    expect(link.upload_headers).toEqual({ 'Content-Type': 'video/webm' });
    const url = new URL(link.presigned_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}/${link.s3_key}`);
    // Type and exact length are signed (S3 refuses another; s3rver does not check v4 signatures), and the link is short-lived.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(MOCK_UPLOAD_URL_TTL_SECONDS));
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(MOCK_UPLOAD_URL_TTL_SECONDS * 1000);

    expect((await putRecording(link, webm)).status).toBe(200);
    expect(await t.deps.objects.stat(link.s3_key)).toEqual({ size: webm.length });

    const saved = await answer(client, sessionId, key(0), link.s3_key);
    expect(saved.status).toBe(200);
    expect(mockAnswerResponseSchema.parse(await saved.json()).answer).toMatchObject({ skipped: false, media_url: link.s3_key });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: sessionId })).json());
    const status = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    expect(status.results!.questions![0]).toMatchObject({ question_key: key(0), skipped: false, score: 70, recording_url: mockUrls.media(sessionId, key(0)) });
    expect(analysedPaths.length).toBeGreaterThanOrEqual(1);
    for (const path of analysedPaths) expect(existsSync(path)).toBe(false);

    const part = await client.request(mockUrls.media(sessionId, key(0)), { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(webm.subarray(0, 4));
    // Nothing went through this machine's disk.
    expect(existsSync(join(t.dataDir, 'objects'))).toBe(false);
  });

  it("lets the page connect to the bucket's origin (CSP connect-src)", async () => {
    const page = await t.client().get('/');
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${s3.settings.endpoint}`);
  });

  it("refuses an answer naming another user's recording, another question's, or one never uploaded, with the existing message", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const webm = await readFile(fixtures.containers.webm);
    const link = await presign(alice.client, alice.sessionId, alice.key(0), webm.length);
    expect((await putRecording(link, webm)).status).toBe(200);

    await expectError(await answer(bob.client, bob.sessionId, bob.key(0), link.s3_key), 400, MOCK_SERVER_MESSAGES.noRecording);
    await expectError(await answer(alice.client, alice.sessionId, alice.key(1), link.s3_key), 400, MOCK_SERVER_MESSAGES.noRecording);
    const never = await presign(alice.client, alice.sessionId, alice.key(2));
    await expectError(await answer(alice.client, alice.sessionId, alice.key(2), never.s3_key), 400, MOCK_SERVER_MESSAGES.noRecording);
    // The recording that was refused for others is still Alice's to save.
    expect((await answer(alice.client, alice.sessionId, alice.key(0), link.s3_key)).status).toBe(200);
  });

  it('refuses a declared size over the limit at presign (413), and an empty upload at answer time', async () => {
    const { client, sessionId, key } = await freshUser();
    const big = await client.post(mockUrls.presign(), { session_id: sessionId, question_key: key(0), file_size: MOCK_MAX_RECORDING_BYTES + 1 });
    await expectError(big, 413, MOCK_SERVER_MESSAGES.tooLarge(Math.round(MOCK_MAX_RECORDING_BYTES / (1024 * 1024))));
    const link = await presign(client, sessionId, key(0));
    expect((await putRecording(link, Buffer.alloc(0))).status).toBe(200);
    await expectError(await answer(client, sessionId, key(0), link.s3_key), 400, MOCK_SERVER_MESSAGES.noRecording);
    expect(await t.deps.objects.exists(link.s3_key)).toBe(false);
  });

  it('an expired link fails at S3, and the answer then finds no recording', async () => {
    const { client, sessionId, key } = await freshUser();
    t.clock.now = new Date(Date.now() - (MOCK_UPLOAD_URL_TTL_SECONDS + 60) * 1000);
    const link = await presign(client, sessionId, key(0));
    t.clock.now = null;
    expect(Date.parse(link.expires_at)).toBeLessThan(Date.now());
    const put = await putRecording(link, await readFile(fixtures.containers.webm));
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('Request has expired');
    await expectError(await answer(client, sessionId, key(0), link.s3_key), 400, MOCK_SERVER_MESSAGES.noRecording);
  });

  it('the retention sweep deletes an old recording from the bucket and the report stops linking it', async () => {
    const { client, sessionId, key } = await freshUser();
    const webm = await readFile(fixtures.containers.webm);
    const link = await presign(client, sessionId, key(0), webm.length);
    await putRecording(link, webm);
    expect((await answer(client, sessionId, key(0), link.s3_key)).status).toBe(200);
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: sessionId })).json());
    await waitFor(async () => (await t.deps.analysis.repositories.sessions.findById(finished.analysis_session_id))?.status === 'completed');

    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await t.deps.database.db.updateTable('mock_answers').set({ updated_at: old }).where('session_id', '=', sessionId).execute();
    expect(await t.mock.sweepRetention()).toBe(1);
    expect(await t.deps.objects.exists(link.s3_key)).toBe(false);
    const status = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
    expect(status.results!.questions![0]).toMatchObject({ recording_url: null, recording_deleted: true, score: 70 });
    await expectError(await client.get(mockUrls.media(sessionId, key(0))), 404, MOCK_SERVER_MESSAGES.recordingDeleted);
  });
});
