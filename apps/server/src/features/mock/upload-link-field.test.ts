/**
 * The spec's client posts `POST /api/mock/upload/` with the signed link in the form's `presigned_url`
 * field (after the file), not in the query: the link is taken from either place
 * and checked the same way.
 */
import { readdir, readFile } from 'node:fs/promises';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { MOCK_MAX_RECORDING_BYTES, MOCK_SERVER_MESSAGES, MOCK_UPLOAD_URL_TTL_SECONDS } from '@rehearse/contract/mock-constants';
import {
  MOCK_UPLOAD_FILE_FIELD,
  MOCK_UPLOAD_URL_FIELD,
  mockErrorSchema,
  mockPresignResponseSchema,
  mockStartResponseSchema,
  mockUploadResponseSchema,
  mockUrls,
  type MockPresignResponse,
} from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../test/listen.ts';
import { httpChunk, rawExchange } from '../../test/raw-http-exchange.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';

let t: MockTestApp;
let fixtures: FixturePaths;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)) });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  t.clock.now = null;
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.deps.config.objectsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
}

/** A signed-in user, their active session and a link for its first question. */
async function linkFor(client?: TestClient) {
  const user = client ?? (await t.signedInUser());
  const session = mockStartResponseSchema.parse(await (await user.post(mockUrls.start())).json());
  const questionKey = session.questions[0]!.key;
  const presign = await user.post(mockUrls.presign(), { session_id: session.session_id, question_key: questionKey, file_extension: 'webm' });
  return { client: user, sessionId: session.session_id, questionKey, link: mockPresignResponseSchema.parse(await presign.json()) };
}

/** POSTs to the bare upload path (no query), the link only in the form: after the file, as the spec's client sends it, or before. */
async function postWithLinkField(client: TestClient, link: string, order: 'file first' | 'link first'): Promise<Response> {
  const form = new FormData();
  const file = new Blob([await readFile(fixtures.containers.webm)], { type: 'video/webm' });
  if (order === 'link first') form.append(MOCK_UPLOAD_URL_FIELD, link);
  form.append(MOCK_UPLOAD_FILE_FIELD, file, 'recording.webm');
  if (order === 'file first') form.append(MOCK_UPLOAD_URL_FIELD, link);
  return client.request(mockUrls.upload(), { method: 'POST', body: form });
}

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(mockErrorSchema.parse(await response.json()).message).toBe(message);
}

function tamperedQuestion(link: MockPresignResponse, questionKey: string): string {
  return link.presigned_url.replace(`question_key=${encodeURIComponent(questionKey)}`, 'question_key=other');
}

describe.each(['file first', 'link first'] as const)('POST /api/mock/upload/ with the link in presigned_url, %s', (order) => {
  it('stores the recording under the link’s key, and the answer can name it', async () => {
    const { client, sessionId, questionKey, link } = await linkFor();
    const response = await postWithLinkField(client, link.presigned_url, order);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(mockUploadResponseSchema.parse(await response.json()).s3_key).toBe(link.s3_key);
    const answer = await client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 3, notes: '', media_url: link.s3_key, skipped: false });
    expect(answer.status).toBe(200);
    expect((await client.get(mockUrls.media(sessionId, questionKey))).status).toBe(200);
    expect((await storedFiles()).filter((f) => f.includes(`/${sessionId}/`))).toHaveLength(1);
  });

  it('refuses a forged, expired, foreign or missing link with 403 and keeps nothing', async () => {
    const { client, questionKey, link } = await linkFor();
    const before = await storedFiles();
    await expectRefused(await postWithLinkField(client, tamperedQuestion(link, questionKey), order), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    await expectRefused(await postWithLinkField(client, link.presigned_url.replace(/signature=[^&]+/, 'signature=forged'), order), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    await expectRefused(await postWithLinkField(client, mockUrls.upload(), order), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    const bob = await t.signedInUser();
    await expectRefused(await postWithLinkField(bob, link.presigned_url, order), 403, MOCK_SERVER_MESSAGES.uploadUrlForeign);
    t.clock.now = new Date(Date.now() + (MOCK_UPLOAD_URL_TTL_SECONDS + 5) * 1000);
    await expectRefused(await postWithLinkField(client, link.presigned_url, order), 403, MOCK_SERVER_MESSAGES.uploadUrlExpired);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /api/mock/upload/ with links in both places', () => {
  it('the query’s link decides: a valid form link does not rescue a forged query', async () => {
    const { client, questionKey, link } = await linkFor();
    const form = new FormData();
    form.append(MOCK_UPLOAD_URL_FIELD, link.presigned_url);
    form.append(MOCK_UPLOAD_FILE_FIELD, new Blob([await readFile(fixtures.containers.webm)], { type: 'video/webm' }), 'recording.webm');
    await expectRefused(await client.request(tamperedQuestion(link, questionKey), { method: 'POST', body: form }), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
  });

  it('refuses an upload with no link anywhere', async () => {
    const { client } = await linkFor();
    const form = new FormData();
    form.append(MOCK_UPLOAD_FILE_FIELD, new Blob([await readFile(fixtures.containers.webm)], { type: 'video/webm' }), 'recording.webm');
    await expectRefused(await client.request(mockUrls.upload(), { method: 'POST', body: form }), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
  });
});

describe('a forged link before the file, over a real socket', () => {
  it('is refused with 403 before the body ends, and the connection is closed', async () => {
    const { client, questionKey, link } = await linkFor();
    const server = await listenOnLoopback(t.app.fetch);
    try {
      const boundary = 'zz';
      const preamble = Buffer.from(
        [
          `--${boundary}`,
          `Content-Disposition: form-data; name="${MOCK_UPLOAD_URL_FIELD}"`,
          '',
          tamperedQuestion(link, questionKey),
          `--${boundary}`,
          `Content-Disposition: form-data; name="${MOCK_UPLOAD_FILE_FIELD}"; filename="recording.webm"`,
          'Content-Type: video/webm',
          '',
          '',
        ].join('\r\n'),
      );
      const filler = Buffer.alloc(16 * 1024, 7);
      // The body never ends: only an answer given while it is still arriving stops the writing.
      const ceiling = 2 * MOCK_MAX_RECORDING_BYTES;
      const { response } = await rawExchange(
        server.port,
        [
          `POST ${mockUrls.upload()} HTTP/1.1`,
          'Host: 127.0.0.1',
          `Cookie: ${[...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`,
          `Origin: ${t.origin}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          'Transfer-Encoding: chunked',
          '',
          '',
        ].join('\r\n'),
        (written) => (written === 0 ? httpChunk(preamble) : written < ceiling ? httpChunk(filler) : null),
      );
      expect(response).toMatch(/^HTTP\/1\.1 403 /);
      expect(response.toLowerCase()).toContain('connection: close');
      expect(response).toContain(MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    } finally {
      await server.close();
    }
  });
});
