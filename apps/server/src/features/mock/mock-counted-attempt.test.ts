// The attempt of a retaken question that counts can be chosen; the report and its scores use it (the latest counts until then).
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls, categorizedAnalysesResponseSchema } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { COUNTED_ATTEMPT_MESSAGES, MOCK_COUNTED_ATTEMPT_PATH, mockCountedAttemptResponseSchema } from '@rehearse/contract/mock-counted-attempt';
import { mockErrorSchema, mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, ScriptedMediaError, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';
const words = ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));

let fixtures: FixturePaths;
let t: MockTestApp;
/** What the next analysis gives: each recording is analysed before this changes. */
let next: () => AnalysisResult = () => result(80);

function result(overall: number): AnalysisResult {
  return { ...scriptedResult(overall, 20), transcript: { text: ANSWER, words } };
}

async function record(client: TestClient, sessionId: string, questionKey: string, extra: Record<string, unknown> = {}) {
  const { link } = await uploadAnswer(client, sessionId, questionKey, fixtures.containers.webm);
  const res = await client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 20, notes: '', media_url: link.s3_key, skipped: false, ...extra });
  expect(res.status).toBe(200);
}

async function sessionOf(client: TestClient, sessionId: string) {
  return mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(sessionId))).json());
}

/** Waits until every recorded attempt of the session has been analysed. */
async function analysed(client: TestClient, sessionId: string) {
  await waitFor(async () => {
    const answers = Object.values((await sessionOf(client, sessionId)).data.answers);
    const all = answers.flatMap((a) => [a, ...(a.earlier_attempts ?? [])]).filter((a) => !a.skipped);
    return all.every((a) => a.analysis?.status === 'completed' || a.analysis?.status === 'failed') ? true : null;
  });
}

async function report(client: TestClient, analysisId: string) {
  return waitFor(async () => {
    const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(analysisId))).json());
    return s.status === 'completed' ? s : null;
  });
}

const choose = (client: TestClient, body: Record<string, unknown>) => client.post(MOCK_COUNTED_ATTEMPT_PATH, body);

async function refusedBy(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = mockErrorSchema.parse(await res.json());
  if (message) expect(body.message).toBe(message);
}

/** Starts a 2-question interview and answers: q0 at 80, q0 retaken at 40 (worse), q1 at 60; all analysed. */
async function retakenWorse() {
  const client = await t.signedInUser();
  const started = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 2 })).json());
  const id = started.session_id;
  const [q0, q1] = started.questions.map((q) => q.key) as [string, string];
  for (const [key, overall, extra] of [[q0, 80, {}], [q0, 40, { retake: true }], [q1, 60, {}]] as const) {
    next = () => result(overall);
    await record(client, id, key, extra);
    await analysed(client, id);
  }
  return { client, id, q0, q1 };
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => next()) });
});

afterAll(async () => {
  await t?.close();
});

describe('choosing the attempt that counts', () => {
  it('counts the chosen earlier attempt in the report and the overall instead of the worse latest one', async () => {
    const { client, id, q0, q1 } = await retakenWorse();
    const chosen = mockCountedAttemptResponseSchema.parse(await (await choose(client, { session_id: id, question_key: q0, attempt: 1 })).json());
    expect(chosen).toMatchObject({ counted_attempt: 1, report: 'none' });
    expect(chosen.answers[q0]?.counted_attempt).toBe(1);
    expect((await sessionOf(client, id)).data.answers[q0]?.counted_attempt).toBe(1);

    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: id })).json());
    const done = await report(client, finished.analysis_session_id);
    const [first, second] = done.results!.questions!;
    expect(first?.counted_attempt).toBe(1);
    expect(first?.attempts?.map((a) => a.attempt)).toEqual([1, 2]);
    // The entry is attempt 1's, recording included, and attempt 1 is the better one.
    expect(first?.score).toBe(first?.attempts?.[0]?.score);
    expect(first!.score!).toBeGreaterThan(first!.attempts![1]!.score!);
    expect(first?.recording_url).toBe(mockUrls.media(id, q0, 1));
    // The mean of the counted answers' own (unrounded) scores: within a rounding step of the mean of the shown ones.
    expect(Math.abs(done.results!.overall_score! - (first!.score! + second!.score!) / 2)).toBeLessThanOrEqual(0.1);
    expect(second?.question_key).toBe(q1);
  });

  it('after Finish, makes the report and its scores again with the chosen attempt', async () => {
    const { client, id, q0 } = await retakenWorse();
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: id })).json());
    const before = await report(client, finished.analysis_session_id);
    // Until a choice, the latest counts, as before.
    expect(before.results?.questions?.[0]?.counted_attempt).toBeUndefined();
    expect(before.results?.questions?.[0]?.score).toBe(before.results?.questions?.[0]?.attempts?.[1]?.score);

    // The report page knows the report's analysis id, not the interview's: either names the interview.
    await refusedBy(await choose(await t.signedInUser(), { session_id: finished.analysis_session_id, question_key: q0, attempt: 1 }), 404);
    const chosen = mockCountedAttemptResponseSchema.parse(await (await choose(client, { session_id: finished.analysis_session_id, question_key: q0, attempt: 1 })).json());
    expect(chosen.report).toBe('rebuilt');
    const after = await report(client, finished.analysis_session_id);
    const first = after.results!.questions![0]!;
    expect(first.counted_attempt).toBe(1);
    expect(first.score).toBe(first.attempts?.[0]?.score);
    expect(after.results!.overall_score!).toBeGreaterThan(before.results!.overall_score!);
    // Lists and the dashboard read the summary: it follows.
    const listed = categorizedAnalysesResponseSchema.parse(await (await client.get(analysisUrls.categorized())).json());
    const item = listed.analyses.mock_interviews.items.find((a) => a.session_id === finished.analysis_session_id);
    expect(item?.combined_result?.overall_score).toBe(after.results?.overall_score);

    // Choosing the latest again puts the figures back.
    expect(mockCountedAttemptResponseSchema.parse(await (await choose(client, { session_id: id, question_key: q0, attempt: 2 })).json()).report).toBe('rebuilt');
    const back = await report(client, finished.analysis_session_id);
    expect(back.results?.overall_score).toBe(before.results?.overall_score);
    expect(back.results?.questions?.[0]?.counted_attempt).toBe(2);
  });

  it('refuses an attempt that does not exist, was skipped or failed, and another user’s session', async () => {
    const { client, id, q0, q1 } = await retakenWorse();
    await refusedBy(await choose(client, { session_id: id, question_key: q0, attempt: 3 }), 404, COUNTED_ATTEMPT_MESSAGES.unknownAttempt);
    await refusedBy(await choose(client, { session_id: id, question_key: 'nope', attempt: 1 }), 404);
    await refusedBy(await choose(client, { session_id: id, question_key: q0, attempt: 0 }), 400);
    await refusedBy(await choose(client, { session_id: id, question_key: q0, attempt: 1, extra: true }), 400);
    await refusedBy(await choose(await t.signedInUser(), { session_id: id, question_key: q0, attempt: 1 }), 404);

    next = () => {
      throw new ScriptedMediaError('not a recording');
    };
    await record(client, id, q1, { retake: true });
    await analysed(client, id);
    await refusedBy(await choose(client, { session_id: id, question_key: q1, attempt: 2 }), 409, COUNTED_ATTEMPT_MESSAGES.notCountable);
    expect((await client.post(mockUrls.answer(), { session_id: id, question_key: q0, skipped: true, notes: '' })).status).toBe(200);
    await refusedBy(await choose(client, { session_id: id, question_key: q0, attempt: 2 }), 409, COUNTED_ATTEMPT_MESSAGES.notCountable);
    // The recorded attempt 1 still can, and then the question counts as answered although its latest attempt is a skip.
    expect((await choose(client, { session_id: id, question_key: q0, attempt: 1 })).status).toBe(200);
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: id })).json());
    const first = (await report(client, finished.analysis_session_id)).results!.questions![0]!;
    expect(first).toMatchObject({ status: 'answered', skipped: false, counted_attempt: 1 });
    expect(first.score).toBe(first.attempts?.[0]?.score);
  });
});
