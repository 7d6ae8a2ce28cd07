import { TOUGH_SPECIFICS_FOLLOW_UP } from '@rehearse/contract/interview-conversation';
import { MOCK_CANDIDATE_QUESTION_PATH, mockCandidateQuestionResponseSchema } from '@rehearse/contract/mock-candidate-question';
import { mockFollowUpResponseSchema, mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH } from '@rehearse/contract/mock-typed-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { OpenAiLanguageModel } from '../../llm/openai-language-model.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';
import { DATA_ANALYST_POSTING } from './posting/posting.fixture.ts';

/** A whole story with no figures in it: nothing missing by the rules, but nothing measured either. */
const GENERAL =
  'At my last job our release was late and customers were unhappy. I was responsible for the test plan. I wrote new tests and I paired with the developers every day. As a result we shipped on time and customers were happy again.';
const MODEL_REPLY = 'The posting says you would work with the sales and marketing teams on their dashboards.';

let t: MockTestApp;
let withModel: MockTestApp;
let llm: FakeOpenAiServer;

async function begin(app: MockTestApp, body: Record<string, unknown> = {}): Promise<{ client: TestClient; session: MockStartResponse }> {
  const client = await app.signedInUser();
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 2, ...body })).json());
  return { client, session };
}

async function ask(client: TestClient, sessionId: string, question: string, topic: string) {
  const res = await client.post(MOCK_CANDIDATE_QUESTION_PATH, { session_id: sessionId, question, topic });
  expect(res.status).toBe(200);
  return mockCandidateQuestionResponseSchema.parse(await res.json());
}

beforeAll(async () => {
  const engine = scriptedEngine(async () => scriptedResult(70, 4));
  llm = await startFakeOpenAiServer(JSON.stringify({ reply: MODEL_REPLY }));
  t = await createMockTestApp({ engine });
  withModel = await createMockTestApp({ engine, model: new OpenAiLanguageModel({ baseUrl: llm.baseUrl, apiKey: null, model: 'fake', timeoutMs: 5000 }) });
});

afterAll(async () => {
  await t?.close();
  await withModel?.close();
  await llm?.close();
});

describe('POST /api/mock/candidate-question/', () => {
  it('answers from the posting by the built-in rules, and has nothing to say without one', async () => {
    const { client, session } = await begin(t, { job_description: DATA_ANALYST_POSTING });
    const team = await ask(client, session.session_id, 'who would I be working with?', 'team');
    expect(team).toMatchObject({ source: 'posting' });
    expect(team.reply).toContain('sales and marketing teams');
    const bare = await begin(t);
    expect(await ask(bare.client, bare.session.session_id, 'who would I be working with?', 'team')).toEqual({ success: true, reply: null, source: 'none' });
  });

  it('with a model configured, answers with what it writes from the posting; the rules when it fails', async () => {
    const { client, session } = await begin(withModel, { job_description: DATA_ANALYST_POSTING });
    expect(await ask(client, session.session_id, 'who would I be working with?', 'team')).toEqual({ success: true, reply: MODEL_REPLY, source: 'model' });
    const sent = llm.requests.at(-1);
    expect(sent?.messages[1]?.content).toContain('Snowflake warehouse');
    expect(sent?.response_format?.type).toBe('json_schema');
    llm.mode = 'fail';
    try {
      expect(await ask(client, session.session_id, 'who would I be working with?', 'team')).toMatchObject({ source: 'posting' });
    } finally {
      llm.mode = 'normal';
    }
  });

  it('is refused for someone else’s session and without signing in', async () => {
    const { session } = await begin(t);
    const other = await t.signedInUser();
    expect((await other.post(MOCK_CANDIDATE_QUESTION_PATH, { session_id: session.session_id, question: 'x', topic: 'other' })).status).toBe(404);
    expect((await t.client().post(MOCK_CANDIDATE_QUESTION_PATH, { session_id: session.session_id, question: 'x', topic: 'other' })).status).toBe(401);
  });
});

describe('POST /api/mock/follow-up/ with the interviewer’s persona', () => {
  it('a tough interviewer presses an answer without figures for specifics; a neutral one has nothing to ask', async () => {
    for (const persona of ['tough', 'neutral'] as const) {
      const { client, session } = await begin(t);
      const key = session.questions[0]!.key;
      expect((await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: GENERAL })).status).toBe(200);
      const res = await client.post(mockUrls.followUp(), { session_id: session.session_id, question_key: key, persona });
      expect(res.status).toBe(200);
      const added = mockFollowUpResponseSchema.parse(await res.json());
      expect(added.question?.text ?? null).toBe(persona === 'tough' ? TOUGH_SPECIFICS_FOLLOW_UP : null);
      expect(added.questions.some((q) => q.follow_up_of === key)).toBe(persona === 'tough');
    }
  });
});
