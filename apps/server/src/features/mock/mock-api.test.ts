import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls, categorizedAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import { NO_CREDITS_MESSAGE } from '@rehearse/contract/analysis-constants';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { MOCK_MAX_RECORDING_BYTES, MOCK_SERVER_MESSAGES, MOCK_UPLOAD_URL_TTL_SECONDS } from '@rehearse/contract/mock-constants';
import {
  mockAnswerResponseSchema,
  mockErrorSchema,
  mockFinishResponseSchema,
  mockPresignResponseSchema,
  mockSessionResponseSchema,
  mockStartResponseSchema,
  mockUploadResponseSchema,
  mockUrls,
  type MockStartResponse,
} from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, ScriptedMediaError, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, postRecording, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const STAR_TRANSCRIPT =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';

let behaviour: () => Promise<AnalysisResult> = async () => withTranscript(scriptedResult(70, 4));
let analyzeCalls = 0;
let t: MockTestApp;
let fixtures: FixturePaths;

function withTranscript(result: AnalysisResult): AnalysisResult {
  return { ...result, transcript: { text: STAR_TRANSCRIPT, words: [] } };
}

async function start(client: TestClient): Promise<MockStartResponse> {
  const res = await client.post(mockUrls.start());
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = mockErrorSchema.parse(await res.json());
  if (message !== undefined) expect(body.message).toMatch(message);
  expect(body.error).toBe(body.message);
}

/** A signed-in user with a fresh session (each test its own, so none depends on another's state). */
async function freshUser() {
  const client = await t.signedInUser();
  const session = await start(client);
  return { client, session, key: (i: number) => session.questions[i]!.key };
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({
    engine: scriptedEngine(async () => {
      analyzeCalls += 1;
      return behaviour();
    }),
  });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  behaviour = async () => withTranscript(scriptedResult(70, 4));
  t.clock.now = null;
});

describe('POST /api/mock/start/', () => {
  it('draws 10 questions over at least 5 competencies and resumes the same session with its answers', async () => {
    const { client, session, key } = await freshUser();
    expect(session.resumed).toBe(false);
    expect(session.session.status).toBe('active');
    expect(session.session_id).toBe(session.session.id);
    expect(new Set(session.questions.map((q) => q.competency)).size).toBeGreaterThanOrEqual(5);

    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), skipped: true, notes: 'later' });
    await client.post(mockUrls.progress(), { session_id: session.session_id, current_index: 1 });
    const again = await start(client);
    expect(again.resumed).toBe(true);
    expect(again.session_id).toBe(session.session_id);
    expect(again.current_index).toBe(1);
    expect(again.questions).toEqual(session.questions);
    expect(again.answers[key(0)]).toEqual({ skipped: true, notes: 'later', analysis: null });
  });

  it('starts with a question of the asked competency; resuming ignores it; an unknown one is a 400', async () => {
    const client = await t.signedInUser();
    const res = await client.post(mockUrls.start(), { competency: 'conflict_resolution' });
    expect(res.status).toBe(200);
    const started = mockStartResponseSchema.parse(await res.json());
    expect(started.questions[0]?.competency).toBe('conflict_resolution');
    const resumed = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { competency: 'leadership' })).json());
    expect(resumed.resumed).toBe(true);
    expect(resumed.questions).toEqual(started.questions);
    for (const bad of [{ competency: 'juggling' }, { competency: 'leadership', extra: 1 }]) {
      const refused = await (await t.signedInUser()).post(mockUrls.start(), bad);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.client().post(mockUrls.start());
    expect(res.status).toBe(401);
  });
});

describe('presign and upload', () => {
  it('stores a recording through the signed link, checked by its content', async () => {
    const { client, session, key } = await freshUser();
    const { link, response } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    mockPresignResponseSchema.parse(link);
    expect(link.presigned_url.startsWith('/api/mock/upload/?')).toBe(true);
    expect(link).toMatchObject({ upload_method: 'POST', upload_headers: {} });
    expect(response.status).toBe(200);
    const body = mockUploadResponseSchema.parse(await response.json());
    expect(body.s3_key).toBe(link.s3_key);
    expect(body.size).toBeGreaterThan(1000);
  });

  it('refuses an expired link with 403 and a message', async () => {
    const { client, session, key } = await freshUser();
    const presign = mockPresignResponseSchema.parse(await (await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: key(0) })).json());
    t.clock.now = new Date(Date.now() + (MOCK_UPLOAD_URL_TTL_SECONDS + 5) * 1000);
    await expectError(await postRecording(client, presign.presigned_url, fixtures.containers.webm), 403, MOCK_SERVER_MESSAGES.uploadUrlExpired);
  });

  it('refuses a tampered link (another question, a later expiry, no signature) with 403', async () => {
    const { client, session, key } = await freshUser();
    const presign = mockPresignResponseSchema.parse(await (await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: key(0) })).json());
    const url = presign.presigned_url;
    const expires = /expires=(\d+)/.exec(url)![1]!;
    for (const tampered of [
      url.replace(encodeURIComponent(key(0)), encodeURIComponent(key(1))).replace(`question_key=${key(0)}`, `question_key=${key(1)}`),
      url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      url.replace(/&signature=[^&]+/, ''),
      mockUrls.upload(),
    ]) {
      expect(tampered).not.toBe(url);
      await expectError(await postRecording(client, tampered, fixtures.containers.webm), 403, MOCK_SERVER_MESSAGES.uploadUrlInvalid);
    }
  });

  it("refuses another user's link with 403 and another user's session with 404", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const presign = mockPresignResponseSchema.parse(
      await (await alice.client.post(mockUrls.presign(), { session_id: alice.session.session_id, question_key: alice.key(0) })).json(),
    );
    await expectError(await postRecording(bob.client, presign.presigned_url, fixtures.containers.webm), 403, MOCK_SERVER_MESSAGES.uploadUrlForeign);
    await expectError(await bob.client.post(mockUrls.presign(), { session_id: alice.session.session_id, question_key: alice.key(0) }), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
  });

  it('refuses a file that is not a playable recording with 400 and keeps nothing', async () => {
    const { client, session, key } = await freshUser();
    const { link, response } = await uploadAnswer(client, session.session_id, key(0), fixtures.broken.textAsMp4);
    expect(response.status).toBe(400);
    const save = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), duration_sec: 3, notes: '', media_url: link.s3_key, skipped: false });
    await expectError(save, 400, MOCK_SERVER_MESSAGES.noRecording);
  });

  it('refuses a question that is not in the session, a bad extension or size, and a declared size over the limit', async () => {
    const { client, session } = await freshUser();
    await expectError(await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: 'nope' }), 404, MOCK_SERVER_MESSAGES.unknownQuestion);
    const question_key = session.questions[0]!.key;
    const bad = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key, file_extension: 'exe' });
    expect(bad.status).toBe(400);
    for (const file_size of [0, -1, 1.5, '10']) expect((await client.post(mockUrls.presign(), { session_id: session.session_id, question_key, file_size })).status).toBe(400);
    const big = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key, file_size: MOCK_MAX_RECORDING_BYTES + 1 });
    await expectError(big, 413, MOCK_SERVER_MESSAGES.tooLarge(Math.round(MOCK_MAX_RECORDING_BYTES / (1024 * 1024))));
  });
});

describe('answer, progress, session', () => {
  it('saves a recorded answer and analyses it at once; a skipped answer carries only skipped and notes', async () => {
    const { client, session, key } = await freshUser();
    const before = analyzeCalls;
    const { link } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    const saved = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), duration_sec: 4.2, notes: 'ok', media_url: link.s3_key, skipped: false });
    expect(saved.status).toBe(200);
    expect(mockAnswerResponseSchema.parse(await saved.json()).answer).toMatchObject({ skipped: false, duration_sec: 4.2, media_url: link.s3_key });

    const skipped = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(1), skipped: true, notes: 'no example' });
    expect(mockAnswerResponseSchema.parse(await skipped.json()).answer).toEqual({ skipped: true, notes: 'no example', analysis: null });

    const analysed = await waitFor(async () => {
      const res = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
      return res.data.answers[key(0)]?.analysis?.status === 'completed' ? res : null;
    });
    expect(analyzeCalls).toBe(before + 1);
    expect(analysed.data.answers[key(0)]?.analysis?.progress).toBe(100);
  });

  it("refuses a media_url that is not this question's upload", async () => {
    const { client, session, key } = await freshUser();
    const { link } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    const res = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(1), duration_sec: 3, notes: '', media_url: link.s3_key, skipped: false });
    await expectError(res, 400, MOCK_SERVER_MESSAGES.noRecording);
  });

  it("answers 404 for another user's session on answer, progress, finish, session and media", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const id = alice.session.session_id;
    await expectError(await bob.client.post(mockUrls.answer(), { session_id: id, question_key: alice.key(0), skipped: true, notes: '' }), 404);
    await expectError(await bob.client.post(mockUrls.progress(), { session_id: id, current_index: 2 }), 404);
    await expectError(await bob.client.post(mockUrls.finish(), { session_id: id }), 404);
    await expectError(await bob.client.get(mockUrls.session(id)), 404);
    await expectError(await bob.client.get(mockUrls.media(id, alice.key(0))), 404);
    await expectError(await alice.client.get(mockUrls.session('no-such-session')), 404);
  });

  it('refuses bad bodies: an index outside the session, a cut-off body, a huge duration', async () => {
    const { client, session, key } = await freshUser();
    expect((await client.post(mockUrls.progress(), { session_id: session.session_id, current_index: 10 })).status).toBe(400);
    expect((await client.post(mockUrls.progress(), { session_id: session.session_id, current_index: -1 })).status).toBe(400);
    const cut = await client.request(mockUrls.answer(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"session_id":"x","quest' });
    expect(cut.status).toBe(400);
    const huge = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), duration_sec: 1e12, notes: '', media_url: 'x', skipped: false });
    expect(huge.status).toBe(400);
  });
});

describe('POST /api/mock/finish/', () => {
  it('creates one mock_interview analysis with per-question results, listed and readable like any other', async () => {
    const { client, session, key } = await freshUser();
    for (const i of [0, 2]) {
      const { link } = await uploadAnswer(client, session.session_id, key(i), fixtures.containers.webm);
      await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(i), duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    }
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(1), skipped: true, notes: '' });
    const res = await client.post(mockUrls.finish(), { session_id: session.session_id });
    expect(res.status).toBe(200);
    const finished = mockFinishResponseSchema.parse(await res.json());
    // The seven questions never reached are not asked, apart from the one skipped.
    expect(finished.summary).toMatchObject({ completion_rate: 20, completed_questions: 2, skipped_questions: 1, not_asked_questions: 7, total_questions: 10, total_duration: 8, average_duration: 4 });
    expect(finished.analysis_credits).toBe(9);

    const status = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    expect(status.session.category).toBe('mock_interview');
    // The set and the time (UTC) tell two interviews of one day apart.
    expect(status.session.display_name).toMatch(/^Mock interview — Behavioral, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} UTC$/);
    const questions = status.results!.questions!;
    expect(questions).toHaveLength(10);
    expect(questions[0]).toMatchObject({ question_key: key(0), skipped: false, score: 70, star_status: 'checked' });
    expect(questions[0]!.star.situation).toEqual({ present: true, evidence: 'At my last job our release was late.' });
    expect(questions[1]).toMatchObject({ skipped: true, score: null, speaking_pace: null, filler_words: null, eye_contact: null, duration_sec: null });
    expect(status.results!.overall_score).toBe(70);

    const categorized = categorizedAnalysesResponseSchema.parse(await (await client.get(analysisUrls.categorized())).json());
    expect(categorized.analyses.mock_interviews.items.map((a) => a.session_id)).toContain(finished.analysis_session_id);

    // A second Finish answers the same without charging again; the session is no longer active.
    const again = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    expect(again.analysis_session_id).toBe(finished.analysis_session_id);
    expect(again.analysis_credits).toBe(9);
    await expectError(await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(3), skipped: true, notes: '' }), 409);
    expect((await start(client)).session_id).not.toBe(session.session_id);

    const media = await client.get(mockUrls.media(session.session_id, key(0)));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/webm');
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers 402 without credits and keeps the session and its answers', async () => {
    const { client, session, key } = await freshUser();
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), skipped: true, notes: 'kept' });
    const userId = (await t.deps.database.db.selectFrom('mock_sessions').select('user_id').where('id', '=', session.session_id).executeTakeFirstOrThrow()).user_id;
    await t.deps.analysis.repositories.credits.setCredits(userId, 0);
    await expectError(await client.post(mockUrls.finish(), { session_id: session.session_id }), 402, NO_CREDITS_MESSAGE);
    const after = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(after.data.session.status).toBe('active');
    expect(after.data.answers[key(0)]).toEqual({ skipped: true, notes: 'kept', analysis: null });
    await t.deps.analysis.repositories.credits.setCredits(userId, 1);
    expect((await client.post(mockUrls.finish(), { session_id: session.session_id })).status).toBe(200);
  });

  it('reports a recorded answer whose analysis failed as not skipped, with null metrics and the reason', async () => {
    behaviour = async () => {
      throw new ScriptedMediaError('The recording has no video');
    };
    const { client, session, key } = await freshUser();
    const { link } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    const status = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    expect(status.results!.questions![0]).toMatchObject({ skipped: false, score: null, analysis_error: 'The recording has no video' });
    expect(status.results!.overall_score).toBeNull();
  });
});

describe('restart recovery', () => {
  it('analyses again an answer a killed process left queued, then completes the waiting report', async () => {
    const { client, session, key } = await freshUser();
    const { link } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    // As if the process died after saving: the answer is queued but its job is gone.
    await t.mock.service.answers.save({ sessionId: session.session_id, questionKey: key(0), skipped: false, notes: '', durationSec: 4, mediaKey: link.s3_key, at: new Date().toISOString() });
    const before = analyzeCalls;
    expect(await t.mock.recover()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await t.mock.service.answers.find(session.session_id, key(0)))?.analysis_status === 'completed');
    expect(analyzeCalls).toBeGreaterThan(before);
  });
});


describe('retention', () => {
  it('deletes a recording older than the retention period, keeps the answer and its results, and says so where the player was', async () => {
    const { client, session, key } = await freshUser();
    const { link } = await uploadAnswer(client, session.session_id, key(0), fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key(0), duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    await waitFor(async () => (await t.deps.analysis.repositories.sessions.findById(finished.analysis_session_id))?.status === 'completed');
    const recent = await freshUser();
    const { link: recentLink } = await uploadAnswer(recent.client, recent.session.session_id, recent.key(0), fixtures.containers.webm);
    await recent.client.post(mockUrls.answer(), { session_id: recent.session.session_id, question_key: recent.key(0), duration_sec: 4, notes: '', media_url: recentLink.s3_key, skipped: false });

    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await t.deps.database.db.updateTable('mock_answers').set({ updated_at: old }).where('session_id', '=', session.session_id).execute();
    expect(await t.mock.sweepRetention()).toBe(1);
    expect(await t.deps.objects.exists(link.s3_key)).toBe(false);
    expect(await t.deps.objects.exists(recentLink.s3_key)).toBe(true);

    const status = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
    expect(status.results!.questions![0]).toMatchObject({ question_key: key(0), recording_url: null, recording_deleted: true, score: 70 });
    expect(status.results!.overall_score).toBe(70);
    const view = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(view.data.answers[key(0)]).toMatchObject({ skipped: false, recording_deleted: true, analysis: { status: 'completed' } });
    await expectError(await client.get(mockUrls.media(session.session_id, key(0))), 404, MOCK_SERVER_MESSAGES.recordingDeleted);
    // Once is enough: a second sweep finds nothing left to delete.
    expect(await t.mock.sweepRetention()).toBe(0);
  });
});
