import { MOCK_CLOSING_SUMMARY_PATH, mockClosingSummaryResponseSchema } from '@rehearse/contract/mock-closing-summary';
import { mockStartResponseSchema, mockUrls, type MockStartResponse } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { OpenAiLanguageModel } from '../../llm/openai-language-model.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';

/** A whole story but for its ending: the rules find the result missing. */
const NO_RESULT =
  'At my last job our billing system was slow and customers complained every week. I was responsible for moving it to a new platform. I planned the move, I wrote the scripts and I met each team every week to check the steps.';
const MODEL_SUMMARY = 'You told clear stories about what you did. Next time, end each one with what changed, in numbers.';

let t: MockTestApp;
let withModel: MockTestApp;
let llm: FakeOpenAiServer;

async function begin(app: MockTestApp): Promise<{ client: TestClient; session: MockStartResponse }> {
  const client = await app.signedInUser();
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 2 })).json());
  return { client, session };
}

const body = (session: MockStartResponse, words = NO_RESULT) => ({
  session_id: session.session_id,
  answers: session.questions.map((q) => ({ question_key: q.key, words })),
});

beforeAll(async () => {
  const engine = scriptedEngine(async () => scriptedResult(70, 4));
  llm = await startFakeOpenAiServer(JSON.stringify({ summary: MODEL_SUMMARY }));
  t = await createMockTestApp({ engine });
  withModel = await createMockTestApp({ engine, model: new OpenAiLanguageModel({ baseUrl: llm.baseUrl, apiKey: null, model: 'fake', timeoutMs: 5000 }) });
});

afterAll(async () => {
  await t?.close();
  await withModel?.close();
  await llm?.close();
});

describe('POST /api/mock/closing-summary/', () => {
  it('sums up the heard answers by the built-in content rules', async () => {
    const { client, session } = await begin(t);
    const res = await client.post(MOCK_CLOSING_SUMMARY_PATH, body(session));
    expect(res.status).toBe(200);
    const summary = mockClosingSummaryResponseSchema.parse(await res.json());
    expect(summary.source).toBe('rules');
    expect(summary.summary).toMatch(/^You answered two questions\./);
    expect(summary.summary).toContain('say how it ended');
  });

  it('with a model configured, says what it writes from the answers; the rules when it fails', async () => {
    const { client, session } = await begin(withModel);
    const res = await client.post(MOCK_CLOSING_SUMMARY_PATH, body(session));
    expect(mockClosingSummaryResponseSchema.parse(await res.json())).toEqual({ success: true, summary: MODEL_SUMMARY, source: 'model' });
    const sent = llm.requests.at(-1);
    expect(sent?.messages[1]?.content).toContain(`Question 1: ${session.questions[0]!.text}`);
    expect(sent?.response_format?.type).toBe('json_schema');
    llm.mode = 'fail';
    try {
      const fallback = mockClosingSummaryResponseSchema.parse(await (await client.post(MOCK_CLOSING_SUMMARY_PATH, body(session))).json());
      expect(fallback.source).toBe('rules');
    } finally {
      llm.mode = 'normal';
    }
  });

  it('refuses bad input, another user’s session, a question not in the session, a finished session and a stranger', async () => {
    const { client, session } = await begin(t);
    expect((await client.post(MOCK_CLOSING_SUMMARY_PATH, { session_id: session.session_id, answers: [] })).status).toBe(400);
    expect((await client.post(MOCK_CLOSING_SUMMARY_PATH, { ...body(session), extra: 1 })).status).toBe(400);
    expect((await client.post(MOCK_CLOSING_SUMMARY_PATH, body(session, 'x'.repeat(5_001)))).status).toBe(400);
    expect((await client.post(MOCK_CLOSING_SUMMARY_PATH, { session_id: session.session_id, answers: [{ question_key: 'not-a-question', words: 'hello' }] })).status).toBe(404);
    const other = await t.signedInUser();
    expect((await other.post(MOCK_CLOSING_SUMMARY_PATH, body(session))).status).toBe(404);
    expect((await t.client().post(MOCK_CLOSING_SUMMARY_PATH, body(session))).status).toBe(401);
    expect((await client.post(mockUrls.finish(), { session_id: session.session_id })).status).toBe(200);
    expect((await client.post(MOCK_CLOSING_SUMMARY_PATH, body(session))).status).toBe(409);
  });
});
