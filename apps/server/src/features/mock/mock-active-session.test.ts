// GET /api/mock/active/ — the signed-in user's interview in progress, for 'Resume interview' in any tab.
import { mockActiveSessionResponseSchema, mockFinishResponseSchema, mockStartResponseSchema, mockUrls, type MockActiveSessionResponse } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH } from '@rehearse/contract/mock-typed-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, type MockTestApp } from './mock-test-kit.ts';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp({ engine: scriptedEngine(async () => scriptedResult(70, 4)) });
});

afterAll(async () => {
  await t?.close();
});

async function active(client: TestClient): Promise<MockActiveSessionResponse['active']> {
  const res = await client.get(mockUrls.active());
  expect(res.status).toBe(200);
  return mockActiveSessionResponseSchema.parse(await res.json()).active;
}

async function start(client: TestClient, body?: unknown) {
  const res = await client.post(mockUrls.start(), body);
  expect(res.status).toBe(200);
  return mockStartResponseSchema.parse(await res.json());
}

describe('GET /api/mock/active/', () => {
  it('answers null for a user with no interview', async () => {
    expect(await active(await t.signedInUser())).toBeNull();
  });

  it('answers the interview in progress with the question it stands at', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { question_count: 4 });
    expect(await active(client)).toEqual({ session: started.session, current_index: 0, question_total: 4, resumes_at: { question: 1, of: 4 } });

    await client.post(mockUrls.answer(), { session_id: started.session_id, question_key: started.questions[0]!.key, skipped: true, notes: '', current_index: 1 });
    await client.post(mockUrls.progress(), { session_id: started.session_id, current_index: 2 });
    const now = await active(client);
    expect(now?.session.id).toBe(started.session_id);
    expect(now?.current_index).toBe(2);
    // What it offers is what POST start/ resumes.
    const resumed = await start(client);
    expect(resumed.resumed).toBe(true);
    expect(resumed.session_id).toBe(now?.session.id);
    expect(resumed.current_index).toBe(now?.current_index);
  });

  it('says it resumes at the first question not answered yet, when the spoken interview answered without moving the index', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { question_count: 2 });
    const typed = await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: started.session_id, question_key: started.questions[0]!.key, text: 'I led the migration and we shipped it in May.' });
    expect(typed.status).toBe(200);
    expect(await active(client)).toMatchObject({ current_index: 0, resumes_at: { question: 2, of: 2 } });
  });

  it('answers null once the interview is finished', async () => {
    const client = await t.signedInUser();
    const started = await start(client, { question_count: 2 });
    const finished = await client.post(mockUrls.finish(), { session_id: started.session_id });
    expect(finished.status).toBe(200);
    mockFinishResponseSchema.parse(await finished.json());
    expect(await active(client)).toBeNull();
  });

  it("never answers another user's interview", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const owners = await start(owner);
    expect(await active(other)).toBeNull();
    const others = await start(other);
    expect(others.session_id).not.toBe(owners.session_id);
    expect((await active(owner))?.session.id).toBe(owners.session_id);
    expect((await active(other))?.session.id).toBe(others.session_id);
  });

  it('needs a signed-in user', async () => {
    const res = await t.client().get(mockUrls.active());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });
});
