import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { MOCK_MAX_RECORDING_BYTES, MOCK_RECORDING_BYTES_PER_DAY, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockErrorSchema, mockStartResponseSchema, mockUploadResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, postRecording, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

let t: MockTestApp;
let fixtures: FixturePaths;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)) });
});

afterAll(async () => {
  await t?.close();
});

async function start(client: TestClient): Promise<MockStartResponse> {
  const res = await client.post(mockUrls.start());
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

async function message(response: Response): Promise<string> {
  return mockErrorSchema.parse(await response.json()).error;
}

async function answer(client: TestClient, sessionId: string, questionKey: string, mediaKey: string, retake = false): Promise<Response> {
  return client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 4, notes: '', media_url: mediaKey, skipped: false, retake });
}

describe('an upload link is used up by its first successful upload', () => {
  it('a second upload to the same link is refused, before and after the recording is saved as an answer', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const q0 = session.questions[0]!.key;
    const { link, response } = await uploadAnswer(client, session.session_id, q0, fixtures.containers.webm);
    expect(response.status).toBe(200);
    const again = await postRecording(client, link.presigned_url, fixtures.containers.webm);
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(MOCK_SERVER_MESSAGES.uploadUrlUsed);
    expect((await answer(client, session.session_id, q0, link.s3_key)).status).toBe(200);
    const afterAnswer = await postRecording(client, link.presigned_url, fixtures.containers.webm);
    expect(afterAnswer.status).toBe(409);
    expect(await message(afterAnswer)).toBe(MOCK_SERVER_MESSAGES.recordingAnswered);
  });

  it('a failed upload leaves the link usable, so the recording can be sent again', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const { link, response } = await uploadAnswer(client, session.session_id, session.questions[0]!.key, fixtures.broken.textAsMp4);
    expect(response.status).toBe(400);
    const retry = await postRecording(client, link.presigned_url, fixtures.containers.webm);
    expect(retry.status).toBe(200);
    expect(mockUploadResponseSchema.parse(await retry.json()).s3_key).toBe(link.s3_key);
  });

  it('of concurrent uploads to one link exactly one is stored', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const presign = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: session.questions[0]!.key, file_extension: 'webm' });
    const link = (await presign.json()) as { presigned_url: string };
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => postRecording(client, link.presigned_url, fixtures.containers.webm)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
  });
});

describe('the recording is the container its name says', () => {
  it('MP4 bytes under a .webm key are refused and not kept', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const { link, response } = await uploadAnswer(client, session.session_id, session.questions[0]!.key, fixtures.containers.mp4, 'webm');
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(MOCK_SERVER_MESSAGES.containerMismatch('WebM'));
    expect(await t.deps.objects.stat(link.s3_key)).toBeNull();
  });
});

describe('recording sizes and the daily budget', () => {
  it('the per-recording limit is what the longest answer needs, not 100 MB', async () => {
    expect(MOCK_MAX_RECORDING_BYTES).toBeLessThan(50 * 1024 * 1024);
    const client = await t.signedInUser();
    const session = await start(client);
    const presign = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: session.questions[0]!.key, file_extension: 'webm', file_size: MOCK_MAX_RECORDING_BYTES + 1 });
    expect(presign.status).toBe(413);
  });

  it('a user past the daily budget gets 429 at presign and at upload; another user is unaffected', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const q0 = session.questions[0]!.key;
    const { link } = await uploadAnswer(client, session.session_id, q0, fixtures.containers.webm);
    const presignOpen = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: q0, file_extension: 'webm' });
    const openLink = (await presignOpen.json()) as { presigned_url: string };
    await t.deps.database.db.updateTable('mock_recordings').set({ bytes: MOCK_RECORDING_BYTES_PER_DAY }).where('key', '=', link.s3_key).execute();
    const presign = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: q0, file_extension: 'webm' });
    expect(presign.status).toBe(429);
    expect(await message(presign)).toMatch(/in the last 24 hours/);
    const upload = await postRecording(client, openLink.presigned_url, fixtures.containers.webm);
    expect(upload.status).toBe(429);
    const other = await t.signedInUser();
    const otherSession = await start(other);
    expect((await uploadAnswer(other, otherSession.session_id, otherSession.questions[0]!.key, fixtures.containers.webm)).response.status).toBe(200);
  });
});

describe('a retake needs a new recording', () => {
  it('a retake naming the current answer\'s recording, or an earlier attempt\'s, is refused', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const q0 = session.questions[0]!.key;
    const first = (await uploadAnswer(client, session.session_id, q0, fixtures.containers.webm)).link.s3_key;
    expect((await answer(client, session.session_id, q0, first)).status).toBe(200);
    const sameAgain = await answer(client, session.session_id, q0, first, true);
    expect(sameAgain.status).toBe(409);
    expect(await message(sameAgain)).toBe(MOCK_SERVER_MESSAGES.retakeReusesRecording);
    const second = (await uploadAnswer(client, session.session_id, q0, fixtures.containers.webm)).link.s3_key;
    expect((await answer(client, session.session_id, q0, second, true)).status).toBe(200);
    const earlier = await answer(client, session.session_id, q0, first, true);
    expect(earlier.status).toBe(409);
    expect(await message(earlier)).toBe(MOCK_SERVER_MESSAGES.retakeReusesRecording);
  });
});
