// POST /api/mock/posting-questions/: the running interview takes up posting questions the model wrote after it started.
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { mockErrorSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { MOCK_POSTING_QUESTIONS_PATH, mockPostingQuestionsResponseSchema } from '@rehearse/contract/mock-posting-questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';
import { DATA_ANALYST_POSTING } from './posting/posting.fixture.ts';

const AI_REPLY = JSON.stringify([
  { text: 'Walk me through the last dashboard you built in Tableau: who used it and what did it change?', type: 'behavioural', line_number: 5, strong_answer: ['The users', 'The decision it changed'] },
  { text: 'How would you check an A/B test result before presenting it to stakeholders?', type: 'situational', line_number: 6, strong_answer: ['Sample size', 'Guardrails'] },
  { text: 'Which SQL window functions do you use most, and for what?', type: 'role_knowledge', line_number: 4, strong_answer: ['ROW_NUMBER', 'Running totals'] },
]);

let t: MockTestApp;
/** Each write waits until the test lets the model answer: after the start stopped waiting for it. */
let answerModel: () => void = () => {};

beforeAll(async () => {
  const model: LanguageModel = {
    name: 'llama-3.2-1b',
    complete: () => new Promise<string>((resolve) => (answerModel = () => resolve(AI_REPLY))),
    stream: async function* () {},
  };
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)), model });
});

afterAll(async () => {
  answerModel();
  await t?.close();
});

async function startLate(client: TestClient) {
  const res = await client.post(mockUrls.start(), { job_description: DATA_ANALYST_POSTING, question_count: 6 });
  expect(res.status).toBe(200);
  const started = mockStartResponseSchema.parse(await res.json());
  expect(started.questions.some((q) => q.written_by_ai)).toBe(false);
  return started;
}

const takeUp = (client: TestClient, body: unknown) => client.post(MOCK_POSTING_QUESTIONS_PATH, body);

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(mockErrorSchema.partial({ success: true, error: true }).parse(await res.json()).message).toContain(message);
}

describe('POST /api/mock/posting-questions/', () => {
  it('says writing until the model is done, then swaps them in after the question reached, once, and the session keeps them', async () => {
    const client = await t.signedInUser();
    const started = await startLate(client);
    const id = started.session_id;
    const writing = mockPostingQuestionsResponseSchema.parse(await (await takeUp(client, { session_id: id, current_index: 0 })).json());
    expect(writing.state).toBe('writing');
    expect(writing.questions).toEqual(started.questions);

    // The first question is answered (skipped) and the second is being asked.
    await client.post(mockUrls.answer(), { session_id: id, question_key: started.questions[0]!.key, skipped: true, notes: '' });
    answerModel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const taken = mockPostingQuestionsResponseSchema.parse(await (await takeUp(client, { session_id: id, current_index: 1 })).json());
    expect(taken.state).toBe('taken-up');
    expect(taken.questions).toHaveLength(6);
    expect(taken.questions.slice(0, 2)).toEqual(started.questions.slice(0, 2));
    expect(taken.questions.slice(2).filter((q) => q.written_by_ai).map((q) => q.key)).toEqual(['ai_1', 'ai_2']);
    expect(taken.answers[started.questions[0]!.key]?.skipped).toBe(true);

    const again = mockPostingQuestionsResponseSchema.parse(await (await takeUp(client, { session_id: id, current_index: 1 })).json());
    expect(again).toMatchObject({ state: 'none', questions: taken.questions });
    const session = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(id))).json());
    expect(session.data.questions.map((q) => q.key)).toEqual(taken.questions.map((q) => q.key));
    expect(session.data.job_description?.tailored_by_ai).toBe(true);
  });

  it('answers none for an interview without a posting', async () => {
    const client = await t.signedInUser();
    const res = await client.post(mockUrls.start(), { question_count: 2 });
    const started = mockStartResponseSchema.parse(await res.json());
    expect(mockPostingQuestionsResponseSchema.parse(await (await takeUp(client, { session_id: started.session_id, current_index: 0 })).json()).state).toBe('none');
  });

  it('refuses another user s session (404), a bad body (400 with a message) and an index outside the interview', async () => {
    const owner = await t.signedInUser();
    const started = await startLate(owner);
    const other = await t.signedInUser();
    await expectError(await takeUp(other, { session_id: started.session_id, current_index: 0 }), 404, MOCK_SERVER_MESSAGES.sessionNotFound);
    await expectError(await takeUp(owner, { session_id: started.session_id }), 400, 'current_index');
    await expectError(await takeUp(owner, { session_id: started.session_id, current_index: 0, questions: [] }), 400, 'questions');
    await expectError(await takeUp(owner, { session_id: started.session_id, current_index: 6 }), 400, MOCK_SERVER_MESSAGES.badIndex);
    expect((await t.client().post(MOCK_POSTING_QUESTIONS_PATH, { session_id: started.session_id, current_index: 0 })).status).toBe(401);
  });
});
