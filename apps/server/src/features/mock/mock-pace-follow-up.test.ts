// Over 200 lines on purpose: the issue-23 flow end to end (skip, retakes, sweeps, follow-ups) on one app with real recordings.
// Skip-and-advance in one step, retakes kept as attempts, follow-ups, finishing early (not asked).
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { FOLLOW_UP_QUESTIONS, MOCK_MAX_ATTEMPTS_PER_QUESTION, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import {
  mockAnswerResponseSchema,
  mockErrorSchema,
  mockFinishResponseSchema,
  mockFollowUpResponseSchema,
  mockSessionResponseSchema,
  mockStartResponseSchema,
  mockUrls,
  type MockStartResponse,
} from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { OpenAiLanguageModel } from '../../llm/openai-language-model.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const NO_RESULT =
  'At my last job our release was late and customers were unhappy. I was responsible for the test plan for the whole team. I wrote new tests and I paired with two developers every day for a month.';
const FULL =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';

let fixtures: FixturePaths;
let t: MockTestApp;
let withModel: MockTestApp;
let llm: FakeOpenAiServer;
let transcript = NO_RESULT;
let score = 60;
/** Holds every analysis until released: an answer whose analysis is not done yet. */
let analysesHeld: Promise<void> = Promise.resolve();

function result(): AnalysisResult {
  return { ...scriptedResult(score, 4), transcript: { text: transcript, words: [] } };
}

async function expectError(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = mockErrorSchema.partial({ success: true, error: true }).parse(await res.json());
  if (message !== undefined) expect(body.message).toBe(message);
}

async function begin(app: MockTestApp, question_count = 3): Promise<{ client: TestClient; session: MockStartResponse }> {
  const client = await app.signedInUser();
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count })).json());
  return { client, session };
}

/** Uploads a recording for the question and saves it as its answer (a retake when asked). */
async function record(client: TestClient, sessionId: string, questionKey: string, extra: Record<string, unknown> = {}) {
  const { link } = await uploadAnswer(client, sessionId, questionKey, fixtures.containers.webm);
  return client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false, ...extra });
}

async function analysed(client: TestClient, sessionId: string, questionKey: string) {
  return waitFor(async () => {
    const s = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(sessionId))).json());
    const a = s.data.answers[questionKey];
    return a?.analysis?.status === 'completed' && (a.earlier_attempts ?? []).every((e) => e.analysis?.status === 'completed') ? s : null;
  });
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  const engine = scriptedEngine(async () => {
    await analysesHeld;
    return result();
  });
  llm = await startFakeOpenAiServer('How many releases shipped on time after your change?');
  t = await createMockTestApp({ engine });
  withModel = await createMockTestApp({ engine, model: new OpenAiLanguageModel({ baseUrl: llm.baseUrl, apiKey: null, model: 'fake', timeoutMs: 5000 }) });
});

afterAll(async () => {
  await t?.close();
  await withModel?.close();
  await llm?.close();
});

describe('POST /api/mock/answer/ with current_index', () => {
  it('skips and advances in one step, answering the fresh answers at once', async () => {
    const { client, session } = await begin(t);
    const [q0] = session.questions.map((q) => q.key);
    const res = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: q0, skipped: true, notes: '', current_index: 1 });
    expect(res.status).toBe(200);
    const saved = mockAnswerResponseSchema.parse(await res.json());
    expect(saved.answers[q0!]).toEqual({ skipped: true, notes: '', analysis: null });
    expect(saved.current_index).toBe(1);
    const resumed = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
    expect(resumed).toMatchObject({ resumed: true, current_index: 1, answers: saved.answers });
    await expectError(await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: q0, skipped: true, notes: '', current_index: 3 }), 400, MOCK_SERVER_MESSAGES.badIndex);
  });
});

describe('retakes', () => {
  it('keeps every attempt, each analysed, and the report lists them side by side', async () => {
    transcript = NO_RESULT;
    score = 55;
    const { client, session } = await begin(t);
    const [q0, q1] = session.questions.map((q) => q.key);
    await expectError(await record(client, session.session_id, q0!, { retake: true }), 409, MOCK_SERVER_MESSAGES.retakeNothing);
    expect((await record(client, session.session_id, q0!)).status).toBe(200);
    await analysed(client, session.session_id, q0!);
    score = 80;
    transcript = FULL;
    const retaken = mockAnswerResponseSchema.parse(await (await record(client, session.session_id, q0!, { retake: true })).json());
    expect(retaken.answer).toMatchObject({ attempt: 2, earlier_attempts: [{ attempt: 1, skipped: false, analysis: { status: 'completed', score: 55 } }] });
    const state = await analysed(client, session.session_id, q0!);
    expect(state.data.answers[q0!]?.analysis?.score).toBe(80);
    expect((await record(client, session.session_id, q0!, { retake: true })).status).toBe(200);
    await expectError(await record(client, session.session_id, q0!, { retake: true }), 429, MOCK_SERVER_MESSAGES.tooManyAttempts(MOCK_MAX_ATTEMPTS_PER_QUESTION));
    await analysed(client, session.session_id, q0!);

    // Finish early: question 2 skipped, question 3 never reached.
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: q1, skipped: true, notes: '' });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    expect(finished.summary).toMatchObject({ completed_questions: 1, skipped_questions: 1, not_asked_questions: 1, total_questions: 3 });
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    const [first, second, third] = report.results!.questions!;
    expect(first?.attempts?.map((a) => [a.attempt, a.score, a.star.result.present])).toEqual([
      [1, 55, false],
      [2, 80, true],
      [3, 80, true],
    ]);
    expect([first?.status, second?.status, third?.status]).toEqual(['answered', 'skipped', 'not_asked']);
    // Each attempt's recording stays reachable, for its owner only.
    expect((await client.get(first!.attempts![0]!.recording_url!)).status).toBe(200);
    expect((await (await t.signedInUser()).get(first!.attempts![0]!.recording_url!)).status).toBe(404);
  });
});

describe('retakes and the sweeps', () => {
  it('analyses an attempt retaken before its analysis ended; the unanswered sweep keeps earlier attempts, the retention sweep deletes them', async () => {
    const { client, session } = await begin(t, 1);
    const key = session.questions[0]!.key;
    expect((await record(client, session.session_id, key)).status).toBe(200);
    expect((await record(client, session.session_id, key, { retake: true })).status).toBe(200);
    const state = await analysed(client, session.session_id, key);
    expect(state.data.answers[key]?.earlier_attempts?.[0]?.analysis?.status).toBe('completed');
    const attempts = await t.mock.service.attempts.listForSession(session.session_id);
    const earlierKey = attempts[0]!.media_key!;
    await t.mock.sweepUnansweredRecordings(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await t.deps.objects.exists(earlierKey)).toBe(true);
    expect(await t.mock.sweepRetention(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(2);
    expect(await t.deps.objects.exists(earlierKey)).toBe(false);
    expect((await t.mock.service.attempts.listForSession(session.session_id))[0]?.media_deleted_at).not.toBeNull();
    const after = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(after.data.answers[key]?.earlier_attempts?.[0]).toMatchObject({ recording_deleted: true, analysis: { status: 'completed' } });
  });
});

describe('POST /api/mock/follow-up/', () => {
  it('suggests what the answer left out, adds it after its question, and it is answered and analysed like any question', async () => {
    transcript = NO_RESULT;
    const { client, session } = await begin(t);
    const [q0, q1] = session.questions.map((q) => q.key);
    const early = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0 })).json());
    expect(early.question).toBeNull();
    expect(early.questions.map((q) => q.key)).toEqual(session.questions.map((q) => q.key));
    await record(client, session.session_id, q0!);
    const state = await analysed(client, session.session_id, q0!);
    expect(state.data.answers[q0!]?.follow_up).toEqual({ text: FOLLOW_UP_QUESTIONS.no_result, reason: 'no_result', written_by_ai: false });

    const res = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0 });
    expect(res.status).toBe(200);
    const added = mockFollowUpResponseSchema.parse(await res.json());
    expect(added.question).toMatchObject({ key: `${q0}__fu`, text: 'What was the outcome, in numbers if you can?', origin: 'follow_up', follow_up_of: q0, written_by_ai: false, targets: null });
    expect(added.questions.map((q) => q.key)).toEqual([q0, `${q0}__fu`, q1, session.questions[2]!.key]);
    expect(added.answers[q0!]?.follow_up).toBeUndefined();
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0 }), 409, MOCK_SERVER_MESSAGES.followUpExists);
    // A follow-up of a follow-up is nothing to ask, not a bad request: a page taken up again mid follow-up may ask for one.
    const nested = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: `${q0}__fu` });
    expect(nested.status).toBe(200);
    const none = mockFollowUpResponseSchema.parse(await nested.json());
    expect(none.question).toBeNull();
    expect(none.questions.map((q) => q.key)).toEqual(added.questions.map((q) => q.key));

    transcript = FULL;
    expect((await record(client, session.session_id, `${q0}__fu`, { current_index: 2 })).status).toBe(200);
    const after = await analysed(client, session.session_id, `${q0}__fu`);
    expect(after.data.current_index).toBe(2);
    expect(after.data.answers[`${q0}__fu`]?.analysis?.score).toBe(score);
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    // The follow-up is counted with its question, as the greeting counts them: 1 of 3 answered, 2 not asked.
    expect(finished.summary).toMatchObject({ completed_questions: 1, total_questions: 3, not_asked_questions: 2 });
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    expect(report.results?.questions?.[1]).toMatchObject({ question_key: `${q0}__fu`, follow_up_of: q0, status: 'answered' });
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q1 }), 409, MOCK_SERVER_MESSAGES.sessionCompleted);
  });

  it('judges the words heard live while a spoken answer is not analysed yet: a follow-up when they miss a result, none when complete', async () => {
    let release = () => undefined as void;
    analysesHeld = new Promise((resolve) => (release = resolve));
    try {
      const { client, session } = await begin(t);
      const [q0, q1] = session.questions.map((q) => q.key);
      for (const key of [q0!, q1!]) expect((await record(client, session.session_id, key)).status).toBe(200);
      const none = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q1, transcript: FULL });
      expect(none.status).toBe(200);
      expect(mockFollowUpResponseSchema.parse(await none.json()).question).toBeNull();
      const res = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT });
      expect(res.status).toBe(200);
      expect(mockFollowUpResponseSchema.parse(await res.json()).question).toMatchObject({ key: `${q0}__fu`, text: FOLLOW_UP_QUESTIONS.no_result, follow_up_of: q0 });
    } finally {
      release();
      analysesHeld = Promise.resolve();
    }
  });

  it('judges the words heard before the answer’s recording is stored, which is then saved and kept beside its follow-up', async () => {
    const { client, session } = await begin(t);
    const [q0, q1] = session.questions.map((q) => q.key);
    const none = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q1, transcript: FULL })).json());
    expect(none.question).toBeNull();
    expect(none.answers[q1!]).toBeUndefined();
    // The heard words judged as a typed answer's text is: Practice's note on the spoken answer comes from them.
    expect(none.heard_content).toMatchObject({ status: 'judged', engine: 'written' });
    const silent = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q1, transcript: '  ' })).json());
    expect(silent.question).toBeNull();
    expect(silent.heard_content).toBeUndefined();
    const added = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT })).json());
    expect(added.question).toMatchObject({ key: `${q0}__fu`, text: FOLLOW_UP_QUESTIONS.no_result, follow_up_of: q0 });
    expect(added.answers[q0!]).toBeUndefined();
    expect(added.heard_content?.findings.some((f) => f.kind === 'improvement')).toBe(true);
    expect((await record(client, session.session_id, q0!)).status).toBe(200);
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(read.data.questions.map((q) => q.key).slice(0, 2)).toEqual([q0, `${q0}__fu`]);
    expect(read.data.answers[q0!]?.skipped).toBe(false);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT }), 409, MOCK_SERVER_MESSAGES.followUpExists);
  });

  it('only judges the heard words of an answer that takes no follow-up when asked to, adding none', async () => {
    const { client, session } = await begin(t);
    const [q0] = session.questions.map((q) => q.key);
    const judged = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT, judge_only: true })).json());
    expect(judged.question).toBeNull();
    expect(judged.questions.map((q) => q.key)).toEqual(session.questions.map((q) => q.key));
    expect(judged.heard_content?.findings.some((f) => f.kind === 'improvement')).toBe(true);
    // A question with its follow-up already asked (a retake) is judged all the same, never refused as a second follow-up.
    expect(mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT })).json()).question).not.toBeNull();
    const again = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: q0, transcript: NO_RESULT, judge_only: true });
    expect(again.status).toBe(200);
    expect(mockFollowUpResponseSchema.parse(await again.json()).heard_content).toMatchObject({ engine: 'written' });
  });

  it('adds two follow-ups asked for at the same time, neither undoing the other', async () => {
    transcript = NO_RESULT;
    const { client, session } = await begin(t, 2);
    const [q0, q1] = session.questions.map((q) => q.key);
    for (const key of [q0!, q1!]) await record(client, session.session_id, key);
    await analysed(client, session.session_id, q0!);
    await analysed(client, session.session_id, q1!);
    const responses = await Promise.all([q0, q1].map((key) => client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key })));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(read.data.questions.map((q) => q.key)).toEqual([q0, `${q0}__fu`, q1, `${q1}__fu`]);
  });

  it('reaches only the user’s own sessions: another user and a staff account get 404; bad bodies 400', async () => {
    const { client, session } = await begin(t);
    const key = session.questions[0]!.key;
    for (const other of [await t.signedInUser(), await t.staffClient()]) {
      await expectError(await other.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key }), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
      await expectError(await other.get(mockUrls.session(session.session_id)), 404);
    }
    for (const other of [await t.signedInUser(), await t.staffClient()]) {
      // The words heard are no way around the ownership check: no follow-up is added to another user's session.
      await expectError(await other.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, transcript: NO_RESULT, persona: 'tough' }), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
    }
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(read.data.questions.map((q) => q.key)).toEqual(session.questions.map((q) => q.key));
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: 'nope' }), 404, MOCK_SERVER_MESSAGES.unknownQuestion);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: 'nope', transcript: NO_RESULT }), 404, MOCK_SERVER_MESSAGES.unknownQuestion);
    await expectError(await client.post(mockUrls.followUp(), { session_id: 'not-a-session', question_key: key, transcript: NO_RESULT }), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
    await expectError(await client.post(mockUrls.followUp(), { session_id: 'x'.repeat(65), question_key: key, transcript: NO_RESULT }), 400);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, transcript: 'x'.repeat(20_001) }), 400);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, transcript: 42 }), 400);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, persona: 'rude' }), 400);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id }), 400);
    await expectError(await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, extra: 1 }), 400);
    const cut = await client.request(mockUrls.followUp(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"session_id":"' });
    expect(cut.status).toBe(400);
    expect((await t.client().post(mockUrls.followUp(), { session_id: session.session_id, question_key: key })).status).toBe(401);
  });

  it('with a model configured, asks the follow-up it writes from the answer; the built-in one when it fails', async () => {
    transcript = NO_RESULT;
    for (const mode of ['normal', 'fail'] as const) {
      llm.mode = mode;
      const { client, session } = await begin(withModel, 1);
      const key = session.questions[0]!.key;
      await record(client, session.session_id, key);
      await analysed(client, session.session_id, key);
      const added = mockFollowUpResponseSchema.parse(await (await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key })).json());
      if (mode === 'normal') {
        expect(added.question).toMatchObject({ text: 'How many releases shipped on time after your change?', written_by_ai: true });
        expect(llm.requests.at(-1)?.messages[1]?.content).toContain(NO_RESULT);
      } else {
        expect(added.question).toMatchObject({ text: FOLLOW_UP_QUESTIONS.no_result, written_by_ai: false });
      }
    }
    llm.mode = 'normal';
  });
});
