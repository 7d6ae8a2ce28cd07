import { mockErrorSchema } from '@rehearse/contract/mock-interview';
import { TOO_MANY_UPLOADS_MESSAGE } from '@rehearse/contract/upload-limits';
import { UPLOAD_RATE_LIMIT } from '../../http/upload-rate-limit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The body of an error answer, which must have both shapes: `{status, message}` and the mock screen's `{success, error}`. */
async function mockErrorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = mockErrorSchema.parse(await response.json());
  expect(body.error).toBe(body.message);
  return body;
}

describe('mock routes answer every refusal in the mock shape too', () => {
  it('when not signed in (401), sent invalid fields (400) or a body that is not JSON (415)', async () => {
    await mockErrorOf(await t.client().post('/api/mock/start/'), 401);
    const user = await t.signedInUser();
    expect((await mockErrorOf(await user.post('/api/mock/progress/', { session_id: 'x', current_index: 'first' }), 400)).message).toContain('current_index');
    await mockErrorOf(await user.request('/api/mock/finish/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"session_id":"x"}' }), 415);
    await mockErrorOf(await user.get(`/api/mock/session/${'x'.repeat(65)}/`), 400);
  });

  it('when upload links come too fast (429)', async () => {
    const user = await t.signedInUser();
    const { session_id, questions } = (await (await user.post('/api/mock/start/', { question_count: 10 })).json()) as { session_id: string; questions: Array<{ key: string }> };
    const presign = (i: number) => user.post('/api/mock/presign/', { session_id, question_key: questions[i % questions.length]?.key, file_extension: 'webm' });
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i += 1) expect((await presign(i)).status).toBe(200);
    expect((await mockErrorOf(await presign(UPLOAD_RATE_LIMIT.max), 429)).message).toBe(TOO_MANY_UPLOADS_MESSAGE);
  });

  it('and leaves answers in the mock shape already, and successes, as they are', async () => {
    const user = await t.signedInUser();
    expect(await (await user.get('/api/mock/question-sets/')).json()).toMatchObject({ success: true });
    const missing = await mockErrorOf(await user.get('/api/mock/session/no-such-session/'), 404);
    expect(Object.keys(missing).sort()).toEqual(['error', 'message', 'status', 'success']);
  });
});
