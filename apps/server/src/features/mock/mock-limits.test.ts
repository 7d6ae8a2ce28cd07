/** One active session per user, upload limits and quota, and no recording left behind. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { ACCOUNT_PATHS } from '@rehearse/contract/account-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import { MOCK_MAX_RECORDINGS_PER_QUESTION, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockErrorSchema, mockPresignResponseSchema, mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { TOO_MANY_UPLOADS_MESSAGE } from '@rehearse/contract/upload-limits';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import { TEST_PASSWORD, type TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { UPLOAD_RATE_LIMIT } from '../../http/upload-rate-limit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';
import { userRecordingsPrefix } from './recording-keys.ts';

const DAY_AND_HOUR_MS = 25 * 60 * 60 * 1000;
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

async function userIdOf(sessionId: string): Promise<string> {
  const row = await t.deps.database.db.selectFrom('mock_sessions').select('user_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
  return row.user_id;
}

async function answerWith(client: TestClient, sessionId: string, questionKey: string, mediaKey: string) {
  const res = await client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 4, notes: '', media_url: mediaKey, skipped: false });
  expect(res.status).toBe(200);
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of t.deps.objects.list(prefix)) keys.push(object.key);
  return keys.sort();
}

describe('one active session per user', () => {
  it('concurrent starts all answer the one session the database let in', async () => {
    const alice = await t.signedInUser();
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(alice)));
    expect(new Set(answers.map((a) => a.session_id)).size).toBe(1);
    expect(answers.filter((a) => !a.resumed)).toHaveLength(1);
    const active = await t.deps.database.db
      .selectFrom('mock_sessions')
      .select('id')
      .where('user_id', '=', await userIdOf(answers[0]!.session_id))
      .where('status', '=', 'active')
      .execute();
    expect(active.map((row) => row.id)).toEqual([answers[0]!.session_id]);
  });

  it('the database itself refuses a second active session of a user, and allows a new one after Finish', async () => {
    const bob = await t.signedInUser();
    const first = await start(bob);
    const second = { ...(await t.deps.database.db.selectFrom('mock_sessions').selectAll().where('id', '=', first.session_id).executeTakeFirstOrThrow()), id: 'second-active' };
    await expect(t.deps.database.db.insertInto('mock_sessions').values(second).execute()).rejects.toThrow();
    expect((await bob.post(mockUrls.finish(), { session_id: first.session_id })).status).toBe(200);
    const next = await start(bob);
    expect(next.resumed).toBe(false);
    expect(next.session_id).not.toBe(first.session_id);
  });
});

describe('upload limits', () => {
  it('presign and upload are limited per user like analysis uploads, whatever the address', async () => {
    const carol = await t.signedInUser();
    freezeClockInFreshWindow(UPLOAD_RATE_LIMIT);
    for (const url of [mockUrls.presign(), mockUrls.upload()]) {
      for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i += 1) {
        carol.ip = `10.201.${i}.1`;
        // Cheap requests (no body) count as much as real ones.
        expect((await carol.request(url, { method: 'POST' })).status).toBeLessThan(429);
      }
      const refused = await carol.request(url, { method: 'POST' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    }
    // Another user is not held up; the real clock again, so that the job their answer queues is due now.
    vi.useRealTimers();
    const dave = await t.signedInUser();
    const session = await start(dave);
    expect((await uploadAnswer(dave, session.session_id, session.questions[0]!.key, fixtures.containers.webm)).response.status).toBe(200);
  });

  it(`gives one question at most ${MOCK_MAX_RECORDINGS_PER_QUESTION} recordings per session`, async () => {
    const erin = await t.signedInUser();
    const session = await start(erin);
    const [q0, q1] = session.questions.map((q) => q.key);
    const presign = (questionKey: string) => erin.post(mockUrls.presign(), { session_id: session.session_id, question_key: questionKey, file_extension: 'webm' });
    const concurrent = await Promise.all(Array.from({ length: MOCK_MAX_RECORDINGS_PER_QUESTION + 2 }, () => presign(q0!)));
    const granted = concurrent.filter((res) => res.status === 200);
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.length).toBeLessThanOrEqual(MOCK_MAX_RECORDINGS_PER_QUESTION);
    for (let i = granted.length; i < MOCK_MAX_RECORDINGS_PER_QUESTION; i += 1) expect((await presign(q0!)).status).toBe(200);
    const refused = await presign(q0!);
    expect(refused.status).toBe(429);
    const body = mockErrorSchema.parse(await refused.json());
    expect(body.message).toBe(MOCK_SERVER_MESSAGES.tooManyRecordings(MOCK_MAX_RECORDINGS_PER_QUESTION));
    mockPresignResponseSchema.parse(await (await presign(q1!)).json());
  });
});

describe('no recording left behind', () => {
  it('deletes the recording an answer replaces, by a new recording or a skip', async () => {
    const fay = await t.signedInUser();
    const session = await start(fay);
    const q0 = session.questions[0]!.key;
    const first = (await uploadAnswer(fay, session.session_id, q0, fixtures.containers.webm)).link.s3_key;
    await answerWith(fay, session.session_id, q0, first);
    const second = (await uploadAnswer(fay, session.session_id, q0, fixtures.containers.webm)).link.s3_key;
    await answerWith(fay, session.session_id, q0, second);
    expect(await t.deps.objects.exists(first)).toBe(false);
    expect(await t.deps.objects.exists(second)).toBe(true);
    // Saving the same recording again (new notes) keeps it.
    await answerWith(fay, session.session_id, q0, second);
    expect(await t.deps.objects.exists(second)).toBe(true);
    expect((await fay.post(mockUrls.answer(), { session_id: session.session_id, question_key: q0, skipped: true, notes: '' })).status).toBe(200);
    expect(await t.deps.objects.exists(second)).toBe(false);
  });

  it('sweeps recordings no answer names once they are a day old, and keeps answered ones', async () => {
    const gus = await t.signedInUser();
    const session = await start(gus);
    const [q0, q1] = session.questions.map((q) => q.key);
    const answered = (await uploadAnswer(gus, session.session_id, q0!, fixtures.containers.webm)).link.s3_key;
    await answerWith(gus, session.session_id, q0!, answered);
    const neverAnswered = (await uploadAnswer(gus, session.session_id, q1!, fixtures.containers.webm)).link.s3_key;
    // Left by an account whose rows are gone.
    const stray = `${userRecordingsPrefix('deleted-user')}s/q/00000000-0000-0000-0000-000000000000.webm`;
    await t.deps.objects.put(stray, Readable.from([Buffer.from('left behind')]));

    expect(await t.mock.sweepUnansweredRecordings()).toBe(0);
    expect(await t.deps.objects.exists(neverAnswered)).toBe(true);

    expect(await t.mock.sweepUnansweredRecordings(new Date(Date.now() + DAY_AND_HOUR_MS))).toBeGreaterThanOrEqual(2);
    expect(await t.deps.objects.exists(neverAnswered)).toBe(false);
    expect(await t.deps.objects.exists(stray)).toBe(false);
    expect(await t.deps.objects.exists(answered)).toBe(true);
    expect(await t.mock.sweepUnansweredRecordings(new Date(Date.now() + DAY_AND_HOUR_MS))).toBe(0);
  });

  it('account deletion removes the whole folder of the user’s recordings, also files no answer names', async () => {
    const hal = await t.signedInUser();
    const session = await start(hal);
    const halId = await userIdOf(session.session_id);
    const [q0, q1] = session.questions.map((q) => q.key);
    const answered = (await uploadAnswer(hal, session.session_id, q0!, fixtures.containers.webm)).link.s3_key;
    await answerWith(hal, session.session_id, q0!, answered);
    await uploadAnswer(hal, session.session_id, q1!, fixtures.containers.webm);
    await t.deps.objects.put(`${userRecordingsPrefix(halId)}old-session/q/00000000-0000-0000-0000-000000000000.webm`, Readable.from([Buffer.from('x')]));
    const other = await t.signedInUser();
    const otherSession = await start(other);
    const kept = (await uploadAnswer(other, otherSession.session_id, otherSession.questions[0]!.key, fixtures.containers.webm)).link.s3_key;
    expect(await keysUnder(userRecordingsPrefix(halId))).toHaveLength(3);

    const res = await hal.post(ACCOUNT_PATHS.delete, { confirm: 'DELETE', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await keysUnder(userRecordingsPrefix(halId))).toEqual([]);
    const local = t.deps.objects.localPath?.bind(t.deps.objects);
    if (local) expect(existsSync(join(local('mock'), userRecordingsPrefix(halId).slice('mock/'.length)))).toBe(false);
    expect(await t.deps.objects.exists(kept)).toBe(true);
    const rows = await t.deps.database.db.selectFrom('mock_recordings').select('key').where('session_id', '=', session.session_id).execute();
    expect(rows).toEqual([]);
  });
});
