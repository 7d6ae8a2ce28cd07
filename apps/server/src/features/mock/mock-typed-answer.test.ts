import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerResponseSchema, TYPED_ANSWER_MESSAGES } from '@rehearse/contract/mock-typed-answer';
import { TYPED_ANSWER_MAX_CHARS } from '@rehearse/contract/typed-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const SPOKEN =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';
const TYPED =
  'In my second year at a logistics company, two teammates kept clashing over who owned the weekly report, and deadlines slipped. ' +
  'As the most senior analyst I had to get the report out on time without picking a side. ' +
  'I met each of them separately, listened to what frustrated them, and then I proposed that one writes the numbers and the other reviews them, rotating every month. ' +
  'I also set up a shared checklist so nobody had to guess what was missing. ' +
  'As a result the report went out on time for the next six months and they started reviewing each other’s work without being asked.';

let t: MockTestApp;
let fixtures: FixturePaths;
let analyzeCalls = 0;

async function start(client: TestClient): Promise<MockStartResponse> {
  const res = await client.post(mockUrls.start());
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({ status: 'error', message });
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({
    engine: scriptedEngine(async (): Promise<AnalysisResult> => {
      analyzeCalls += 1;
      // Timed words (0.4 s each), so the recorded answer's content is judged too.
      const words = SPOKEN.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: null }));
      return { ...scriptedResult(70, 4), transcript: { text: SPOKEN, words } };
    }),
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/mock/typed-answer/', () => {
  it('judges a typed answer at once on its content and stores it as the question’s answer, with nothing to analyse', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const key = session.questions[0]!.key;
    const calls = analyzeCalls;
    const res = await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: `  ${TYPED}\n`, current_index: 1 });
    expect(res.status).toBe(200);
    const saved = mockTypedAnswerResponseSchema.parse(await res.json());
    expect(saved.current_index).toBe(1);
    expect(saved.answer).toMatchObject({ skipped: false, analysis: { status: 'completed', progress: 100, score: null }, typed: { text: TYPED } });
    expect(saved.answer.media_url).toBeUndefined();
    const content = saved.answer.typed!.content;
    expect(content).toMatchObject({ status: 'judged', engine: 'written' });
    expect(content.score).toBeGreaterThan(0);
    expect(content.findings.length).toBeGreaterThan(0);

    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(read.data.answers[key]?.typed).toEqual(saved.answer.typed);
    expect(analyzeCalls).toBe(calls);
    expect(await t.mock.service.answers.listUnanalysed()).not.toContainEqual({ session_id: session.session_id, question_key: key });
  });

  it('replaces a recorded answer and deletes its recording', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const key = session.questions[0]!.key;
    const { link } = await uploadAnswer(client, session.session_id, key, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const saved = mockTypedAnswerResponseSchema.parse(await (await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: TYPED })).json());
    expect(saved.answer.typed?.text).toBe(TYPED);
    expect(saved.answer.media_url).toBeUndefined();
    await waitFor(async () => !(await t.deps.objects.exists(link.s3_key)));
  });

  it('keeps a typed answer as the earlier attempt when the question is then recorded as a retake', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const key = session.questions[0]!.key;
    await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: TYPED });
    const { link } = await uploadAnswer(client, session.session_id, key, fixtures.containers.webm);
    const res = await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false, retake: true });
    expect(res.status).toBe(200);
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    const answer = read.data.answers[key]!;
    expect(answer).toMatchObject({ attempt: 2, media_url: link.s3_key });
    expect(answer.typed).toBeUndefined();
    expect(answer.earlier_attempts?.[0]).toMatchObject({ attempt: 1, typed: { text: TYPED, content: { engine: 'written' } } });
  });

  it('puts a typed answer in the report as content only: no recording or score of its own, not in the overall', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const [recorded, typed] = [session.questions[0]!.key, session.questions[1]!.key];
    const { link } = await uploadAnswer(client, session.session_id, recorded, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: recorded, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: typed, text: TYPED });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    expect(finished.summary).toMatchObject({ completed_questions: 2, total_duration: 4, average_duration: 4 });

    const status = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    const report = status.results!;
    const entry = report.questions!.find((q) => q.question_key === typed)!;
    expect(entry).toMatchObject({
      status: 'answered',
      typed: true,
      skipped: false,
      transcript: TYPED,
      score: null,
      duration_sec: null,
      speaking_pace: null,
      eye_contact: null,
      filler_words: null,
      recording_url: null,
      star_status: 'checked',
      content: { status: 'judged', engine: 'written' },
    });
    const recordedEntry = report.questions!.find((q) => q.question_key === recorded)!;
    expect(recordedEntry).toMatchObject({ content: { status: 'judged' } });
    expect(recordedEntry.typed).toBeUndefined();
    // The overall and the content part beside it are the recorded answer's alone.
    expect(report.overall_score).toBe(recordedEntry.score);
    expect(status.session.combined_result?.content?.answers).toBe(1);
    expect(report.insights.summary).toContain('1 answer was typed: judged on content only, not part of the overall.');
  });

  it('refuses an empty, a blank or a too long answer, another user’s session, an unknown question and a finished interview, with a message', async () => {
    const client = await t.signedInUser();
    const session = await start(client);
    const key = session.questions[0]!.key;
    const post = (body: Record<string, unknown>, as: TestClient = client) => as.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, ...body });

    await expectRefused(await post({ text: '' }), 400, TYPED_ANSWER_MESSAGES.empty);
    await expectRefused(await post({ text: ' \n\t ' }), 400, TYPED_ANSWER_MESSAGES.empty);
    await expectRefused(await post({ text: 'x'.repeat(TYPED_ANSWER_MAX_CHARS + 1) }), 400, TYPED_ANSWER_MESSAGES.tooLong);
    expect((await post({ text: 'word '.repeat(TYPED_ANSWER_MAX_CHARS / 5) })).status).toBe(200);
    await expectRefused(await post({ text: TYPED, question_key: 'no_such_question' }), 404, MOCK_SERVER_MESSAGES.unknownQuestion);
    await expectRefused(await post({ text: TYPED }, await t.signedInUser()), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
    expect((await t.client().post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: TYPED })).status).toBe(401);

    await client.post(mockUrls.finish(), { session_id: session.session_id });
    await expectRefused(await post({ text: TYPED }), 409, MOCK_SERVER_MESSAGES.sessionCompleted);
  });
});
