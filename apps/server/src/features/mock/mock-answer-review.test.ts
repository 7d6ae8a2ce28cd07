import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGED_CONTENT, REVIEWED_ANSWER } from '../../llm/answer-review.fixture.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const words = REVIEWED_ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));
const judged = (): AnalysisResult => ({ ...scriptedResult(70, 20), transcript: { text: REVIEWED_ANSWER, words }, content: JUDGED_CONTENT });

let fixtures: FixturePaths;
let t: MockTestApp;
const queued: Array<[string, string | null]> = [];

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({ engine: scriptedEngine(async () => judged()), answerReviews: { enqueue: async (analysisId, question) => void queued.push([analysisId, question]) } });
});
afterAll(async () => {
  await t?.close();
});

describe("a recorded mock answer's review", () => {
  it('is queued once its analysis is complete, with the question it answers, and the answer never waits for it', async () => {
    const client = await t.signedInUser();
    const started = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 3 })).json());
    const id = started.session_id;
    const question = started.questions[0]!;
    const { link } = await uploadAnswer(client, id, question.key, fixtures.containers.webm);
    const saved = await client.post(mockUrls.answer(), { session_id: id, question_key: question.key, duration_sec: 20, notes: '', media_url: link.s3_key, skipped: false });
    expect(saved.status).toBe(200);
    await waitFor(async () => {
      const s = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(id))).json());
      return s.data.answers[question.key]?.analysis?.status === 'completed' ? true : null;
    });
    await waitFor(async () => queued.length > 0);
    expect(queued).toHaveLength(1);
    expect(queued[0]![1]).toBe(question.text);
    const row = await t.deps.analysis.repositories.sessions.findById(queued[0]![0]);
    expect(row?.status).toBe('completed');
  });
});
