// The completion screen (GET /api/mock/session/) and the report must give each answer the same score.
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';
const words = ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));

let fixtures: FixturePaths;
let t: MockTestApp;
let overall = 70;

/** The engine's own overall is set apart from its video and audio scores, so a score made without content cannot pass for one made with it. */
function result(): AnalysisResult {
  return { ...scriptedResult(overall, 20), overall_score: 1, transcript: { text: ANSWER, words }, engines: { transcriber: 'whisper', transcriber_detail: 'whisper (ggml-base.en)', video_model: 'none', feedback: 'built-in' } };
}

async function record(client: TestClient, sessionId: string, questionKey: string, extra: Record<string, unknown> = {}) {
  const { link } = await uploadAnswer(client, sessionId, questionKey, fixtures.containers.webm);
  return client.post(mockUrls.answer(), { session_id: sessionId, question_key: questionKey, duration_sec: 20, notes: '', media_url: link.s3_key, skipped: false, ...extra });
}

async function session(client: TestClient, sessionId: string) {
  return mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(sessionId))).json());
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => result()) });
});

afterAll(async () => {
  await t?.close();
});

describe('one score per answer', () => {
  it('gives each answer and each attempt the same score, content included, in the session status and in the report', async () => {
    const client = await t.signedInUser();
    const started = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 3 })).json());
    const id = started.session_id;
    const [q0, q1] = started.questions.map((q) => q.key);
    expect((await record(client, id, q0!)).status).toBe(200);
    await waitFor(async () => ((await session(client, id)).data.answers[q0!]?.analysis?.status === 'completed' ? true : null));
    overall = 50;
    expect((await record(client, id, q0!, { retake: true })).status).toBe(200);
    expect((await record(client, id, q1!)).status).toBe(200);
    await waitFor(async () => {
      const answers = (await session(client, id)).data.answers;
      return [answers[q0!], answers[q1!], answers[q0!]?.earlier_attempts?.[0]].every((a) => a?.analysis?.status === 'completed') ? true : null;
    });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: id })).json());
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    const answers = (await session(client, id)).data.answers;
    const [first, second] = report.results!.questions!;

    // The content was judged, so the score is not the engine's own overall: equality below is not a coincidence.
    expect(first?.content?.status).toBe('judged');
    const content = first!.content!.score!;
    expect(first?.score).toBe(Math.round((0.2 * 55 + 0.3 * 45 + 0.5 * content) * 10) / 10);
    expect(first?.score).not.toBe(1);
    expect(answers[q0!]?.analysis?.score).toBe(first?.score);
    expect(answers[q1!]?.analysis?.score).toBe(second?.score);
    expect(answers[q0!]?.earlier_attempts?.[0]?.analysis?.score).toBe(first?.attempts?.[0]?.score);
    expect(first?.attempts?.[0]?.score).not.toBe(first?.attempts?.[1]?.score);
    expect(answers[q0!]?.earlier_attempts?.[0]?.analysis?.score).not.toBe(1);
  });
});
