// POST /api/mock/start/ with a set, a length and a job posting; GET /api/mock/question-sets/.
import { MOCK_MAX_JOB_DESCRIPTION_CHARS, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockErrorSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { MOCK_QUESTION_SET_IDS, questionSetsResponseSchema } from '@rehearse/contract/mock-question-sets';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageModel } from '../../llm/language-model.ts';
import { OpenAiLanguageModel } from '../../llm/openai-language-model.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';
import { DATA_ANALYST_POSTING } from './posting/posting.fixture.ts';

let t: MockTestApp;
let withModel: MockTestApp;
let llm: FakeOpenAiServer;
let withSlowModel: MockTestApp;
/** The slow model answers once the test lets it: after the start stopped waiting for it. */
let answerSlowModel: () => void = () => {};
const slowModelAnswers = new Promise<void>((resolve) => (answerSlowModel = resolve));

const AI_REPLY = JSON.stringify([
  { text: 'Walk me through the last dashboard you built in Tableau: who used it and what did it change?', type: 'behavioural', line_number: 5, strong_answer: ['The users', 'The decision it changed'] },
  { text: 'How would you check an A/B test result before presenting it to stakeholders?', type: 'situational', line_number: 6, strong_answer: ['Sample size', 'Guardrails'] },
  { text: 'Which SQL window functions do you use most, and for what?', type: 'role_knowledge', line_number: 4, strong_answer: ['ROW_NUMBER', 'Running totals'] },
]);

/** Validation failures answer the API's `{status, message}`; the service's own refusals add the spec's `{success, error}`. */
async function expectError(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = mockErrorSchema.partial({ success: true, error: true }).parse(await res.json());
  if (message !== undefined) expect(body.message).toBe(message);
}

async function start(client: TestClient, body: unknown) {
  const res = await client.post(mockUrls.start(), body);
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

beforeAll(async () => {
  const engine = scriptedEngine(async () => scriptedResult(70, 4));
  llm = await startFakeOpenAiServer(AI_REPLY);
  t = await createMockTestApp({ engine });
  withModel = await createMockTestApp({ engine, model: new OpenAiLanguageModel({ baseUrl: llm.baseUrl, apiKey: null, model: 'fake', timeoutMs: 5000 }) });
  const slowModel: LanguageModel = {
    name: 'llama-3.2-1b',
    complete: async () => {
      await slowModelAnswers;
      return AI_REPLY;
    },
    stream: async function* () {},
  };
  withSlowModel = await createMockTestApp({ engine, model: slowModel });
});

afterAll(async () => {
  await t?.close();
  await withModel?.close();
  answerSlowModel();
  await withSlowModel?.close();
  await llm?.close();
});

describe('GET /api/mock/question-sets/', () => {
  it('lists every set with its questions and competencies, to any signed-in user, staff included', async () => {
    for (const client of [await t.signedInUser(), await t.staffClient()]) {
      const res = await client.get(mockUrls.questionSets());
      expect(res.status).toBe(200);
      const { sets } = questionSetsResponseSchema.parse(await res.json());
      expect(sets.map((s) => s.id)).toEqual([...MOCK_QUESTION_SET_IDS]);
      expect(sets.find((s) => s.id === 'data_analyst')?.competencies).toContain('sql');
    }
    expect((await t.client().get(mockUrls.questionSets())).status).toBe(401);
  });
});

describe('POST /api/mock/start/ with options', () => {
  it('draws the asked number of questions from the asked set, with their type and strong answer', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { set_id: 'data_analyst', question_count: 3 });
    expect(started.questions).toHaveLength(3);
    expect(started.session).toMatchObject({ set_id: 'data_analyst', question_count: 3 });
    expect(started.job_description).toBeNull();
    for (const q of started.questions) expect(q).toMatchObject({ set_id: 'data_analyst', origin: 'set', written_by_ai: false, targets: null });
    expect(new Set(started.questions.map((q) => q.competency)).size).toBe(3);
    // Resumed as it is, whatever is asked.
    const resumed = await start(client, { set_id: 'sales', question_count: 1 });
    expect(resumed).toMatchObject({ resumed: true, session_id: started.session_id, questions: started.questions });
  });

  it('keeps 10 behavioural questions as the default', async () => {
    const started = await start(await t.signedInUser(), {});
    expect(started.questions).toHaveLength(10);
    expect(started.session).toMatchObject({ set_id: 'behavioural', question_count: 10 });
  });

  it('refuses 11 questions (and 0, and 2.5) with the message, and a competency the set lacks', async () => {
    const client = await t.signedInUser();
    for (const question_count of [11, 0, 2.5, 1e9]) await expectError(await client.post(mockUrls.start(), { question_count }), 400, MOCK_SERVER_MESSAGES.questionCount);
    await expectError(await client.post(mockUrls.start(), { set_id: 'sales', competency: 'sql' }), 400, MOCK_SERVER_MESSAGES.unknownCompetency);
    await expectError(await client.post(mockUrls.start(), { set_id: 'astronaut' }), 400);
    await expectError(await client.post(mockUrls.start(), { question_count: 3, extra: true }), 400, 'Unknown field: extra');
    // Nothing was started by any of them.
    expect((await start(client, { question_count: 2 })).resumed).toBe(false);
  });

  it('refuses a 200 KB posting unread (413) and one over 20 000 characters (400), both with the message', async () => {
    const client = await t.signedInUser();
    await expectError(await client.post(mockUrls.start(), { job_description: 'x'.repeat(200 * 1024) }), 413, MOCK_SERVER_MESSAGES.jobDescriptionTooLong);
    await expectError(await client.post(mockUrls.start(), { job_description: 'SQL. '.repeat(MOCK_MAX_JOB_DESCRIPTION_CHARS / 5 + 1) }), 400, MOCK_SERVER_MESSAGES.jobDescriptionTooLong);
    expect((await start(client, { job_description: 'SQL. '.repeat(MOCK_MAX_JOB_DESCRIPTION_CHARS / 5) })).job_description?.skills).toEqual(['SQL']);
  });

  it('treats an empty or blank posting as none', async () => {
    for (const job_description of ['', '  \n\t ']) {
      const started = await start(await t.signedInUser(), { job_description, question_count: 2 });
      expect(started.job_description).toBeNull();
      expect(started.session.set_id).toBe('behavioural');
    }
  });

  it('refuses a cut-off body and a body that is not an object', async () => {
    const client = await t.signedInUser();
    for (const body of ['{"set_id":"sales","question_co', '[1,2]', '"x"']) {
      const res = await client.request(mockUrls.start(), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('tailors the interview to a posting: the role set chosen from it, questions on its lines, stored with the session', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { job_description: DATA_ANALYST_POSTING, question_count: 5 });
    expect(started.session.set_id).toBe('data_analyst');
    expect(started.job_description).toMatchObject({ text: DATA_ANALYST_POSTING.trim(), tailored_by_ai: false });
    expect(started.job_description?.skills).toEqual(expect.arrayContaining(['SQL', 'Dashboards and BI', 'A/B testing', 'Stakeholder management']));
    const targeted = started.questions.filter((q) => q.targets);
    expect(targeted.length).toBe(5);
    expect(targeted[0]?.targets).toMatchObject({ line_number: 4, line: 'Write SQL queries against our Snowflake warehouse every day' });
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(started.session_id))).json());
    expect(read.data.job_description).toEqual(started.job_description);
    expect(read.data.questions).toEqual(started.questions);
    // Another user never sees it.
    await expectError(await (await t.signedInUser()).get(mockUrls.session(started.session_id)), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
  });

  it('goes with its session: removing the interview removes the posting', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { job_description: DATA_ANALYST_POSTING, question_count: 1 });
    const finished = (await (await client.post(mockUrls.finish(), { session_id: started.session_id })).json()) as { analysis_session_id: string };
    await t.mock.service.removeForAnalysis(finished.analysis_session_id);
    const left = await sql<{ n: number }>`select count(*) as n from mock_sessions where job_description like ${'%Snowflake%'} and id = ${started.session_id}`.execute(t.deps.database.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('with a model configured, adds questions it wrote, labelled, on the lines it names', async () => {
    const client = await withModel.signedInUser();
    llm.mode = 'normal';
    const started = await start(client, { job_description: DATA_ANALYST_POSTING, question_count: 6 });
    expect(started.questions).toHaveLength(6);
    const written = started.questions.filter((q) => q.written_by_ai);
    expect(written.map((q) => [q.key, q.origin, q.targets?.line_number])).toEqual([
      ['ai_1', 'posting', 5],
      ['ai_2', 'posting', 6],
    ]);
    expect(started.job_description?.tailored_by_ai).toBe(true);
    expect(llm.requests.at(-1)?.messages[1]?.content).toContain('4: Write SQL queries');
  });

  it('never waits long for a slow model: starts from the bank, and a restart with the posting uses the questions it wrote meanwhile', async () => {
    const client = await withSlowModel.signedInUser();
    const first = await start(client, { job_description: DATA_ANALYST_POSTING, question_count: 6 });
    expect(first.questions).toHaveLength(6);
    expect(first.questions.some((q) => q.written_by_ai)).toBe(false);
    expect(first.job_description?.tailored_by_ai).toBe(false);
    answerSlowModel();
    await client.post(mockUrls.finish(), { session_id: first.session_id });
    const again = await start(client, { job_description: DATA_ANALYST_POSTING, question_count: 6 });
    expect(again.session_id).not.toBe(first.session_id);
    expect(again.questions.filter((q) => q.written_by_ai).map((q) => q.key)).toEqual(['ai_1', 'ai_2']);
    expect(again.job_description?.tailored_by_ai).toBe(true);
  });

  it('with a failing model, keeps the built-in draw', async () => {
    llm.mode = 'fail';
    try {
      const started = await start(await withModel.signedInUser(), { job_description: DATA_ANALYST_POSTING, question_count: 6 });
      expect(started.questions).toHaveLength(6);
      expect(started.questions.some((q) => q.written_by_ai)).toBe(false);
      expect(started.job_description?.tailored_by_ai).toBe(false);
    } finally {
      llm.mode = 'normal';
    }
  });

  it('reports a session whose stored questions are corrupt (422 with a message), not a 500', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { question_count: 2 });
    await t.deps.database.db.updateTable('mock_sessions').set({ questions: '[{"key":"cut' }).where('id', '=', started.session_id).execute();
    await expectError(await client.get(mockUrls.session(started.session_id)), 422, MOCK_SERVER_MESSAGES.storedDataUnreadable);
    await expectError(await client.post(mockUrls.start(), {}), 422, MOCK_SERVER_MESSAGES.storedDataUnreadable);
  });
});
