import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH } from '@rehearse/contract/mock-typed-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGED_CONTENT } from '../../llm/answer-review.fixture.ts';
import { NO_MODEL_REVIEW } from '../../llm/answer-review.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { LanguageModelEngine } from '../../llm/language-model-selection.ts';
import type { TestClient } from '../../test/test-app.ts';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { REVIEW_PENDING } from './mock-report.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';

const TYPED =
  'In my second year at a logistics company, two teammates kept clashing over who owned the weekly report, and deadlines slipped. ' +
  'As the most senior analyst I had to get the report out on time without picking a side. ' +
  'I met each of them separately, listened to what frustrated them, and then I proposed that one writes the numbers and the other reviews them, rotating every month. ' +
  'As a result the report went out on time for the next six months.';
const item = (score: number, justification: string) => ({ score, justification });
const REVIEW = {
  rubric: {
    structure: item(4, 'Situation, task, action and result in order.'),
    specifics: item(3, '"the next six months" is the only measure.'),
    relevance: item(4, 'A conflict between teammates, as asked.'),
    impact: item(3, 'On time, but no effect on the business.'),
  },
  rebuilt: 'Situation: two teammates clashed over the weekly report. Action: I proposed that one writes the numbers and the other reviews them. Result: on time for six months, [what it saved the team].',
};

/** The model, held until the test lets it answer: the report is read while the review waits. */
let release: () => void = () => {};
const held = new Promise<void>((resolve) => (release = resolve));
const asked: string[] = [];
const reviewer: LanguageModel = {
  name: 'llama-3.2-1b',
  complete: async (messages) => {
    asked.push(messages.map((m) => m.content).join('\n'));
    await held;
    return JSON.stringify(REVIEW);
  },
  stream: async function* () {},
};
let engine: LanguageModelEngine = { kind: 'local-model', name: 'llama-3.2-1b' };
let t: MockTestApp;
let fixtures: FixturePaths;
const SPOKEN = 'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time.';
/** Recorded answers' reviews the analysis job queued (the answer-review feature works them; here the test does). */
const queuedReviews: string[] = [];

async function typedAndFinished(client: TestClient) {
  const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
  const key = session.questions[0]!.key;
  expect((await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: session.session_id, question_key: key, text: TYPED })).status).toBe(200);
  const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
  const report = async () => {
    const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
    return s.status === 'completed' ? s.results!.questions!.find((q) => q.question_key === key)!.content! : null;
  };
  return { session, key, report };
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
  t = await createMockTestApp({
    engine: scriptedEngine(async (): Promise<AnalysisResult> => {
      const words = SPOKEN.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: null }));
      return { ...scriptedResult(70, 4), transcript: { text: SPOKEN, words }, content: JUDGED_CONTENT };
    }),
    answerReviews: { enqueue: async (analysisId) => void queuedReviews.push(analysisId) },
    answerReviewModels: { for: () => reviewer, engine: () => engine, awaited: () => null },
  });
});

afterAll(async () => {
  release();
  await t?.close();
});

describe('a typed mock answer’s rubric and rebuilt answer', () => {
  it('is queued like a recorded answer’s: the report says it is on its way, then shows it once the model has written it', async () => {
    const client = await t.signedInUser();
    const { session, key, report } = await typedAndFinished(client);
    const pending = await waitFor(report);
    expect(pending).toMatchObject({ status: 'judged', ai_fallback: REVIEW_PENDING });
    expect(pending.ai).toBeUndefined();
    await waitFor(async () => asked.length > 0);
    expect(asked[0]).toContain('two teammates kept clashing');
    expect(asked[0]).toContain(session.questions[0]!.text);

    release();
    const reviewed = await waitFor(async () => {
      const content = await report();
      return content?.ai ? content : null;
    });
    expect(reviewed.ai).toEqual({ model: 'llama-3.2-1b', rubric: REVIEW.rubric, rebuilt: REVIEW.rebuilt });
    expect(reviewed.ai_fallback).toBeUndefined();
    // The interview page reads the same stored answer.
    const read = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(session.session_id))).json());
    expect(read.data.answers[key]!.typed?.content.ai?.rebuilt).toBe(REVIEW.rebuilt);
  });

  it('says no model reviewed it when none is available, in place of the waiting line', async () => {
    engine = { kind: 'built-in', name: null };
    try {
      const client = await t.signedInUser();
      const { report } = await typedAndFinished(client);
      const settled = await waitFor(async () => {
        const content = await report();
        return content && content.ai_fallback !== REVIEW_PENDING ? content : null;
      });
      expect(settled).toMatchObject({ status: 'judged', ai_fallback: NO_MODEL_REVIEW });
    } finally {
      engine = { kind: 'local-model', name: 'llama-3.2-1b' };
    }
  });
});

describe('a recorded mock answer’s review landing after the report was made', () => {
  it('shows in the stored report: waiting first, then the rubric and rebuilt answer', async () => {
    const client = await t.signedInUser();
    const session = mockStartResponseSchema.parse(await (await client.post(mockUrls.start())).json());
    const key = session.questions[0]!.key;
    const { link } = await uploadAnswer(client, session.session_id, key, fixtures.containers.webm);
    await client.post(mockUrls.answer(), { session_id: session.session_id, question_key: key, duration_sec: 4, notes: '', media_url: link.s3_key, skipped: false });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: session.session_id })).json());
    const report = async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s.results!.questions!.find((q) => q.question_key === key)!.content! : null;
    };
    expect(await waitFor(report)).toMatchObject({ status: 'judged', ai_fallback: REVIEW_PENDING });

    // The answer-review job writes the model's review into the answer's analysis, then tells the mock feature.
    const analysisId = await waitFor(async () => queuedReviews[0] ?? null);
    const sessions = t.deps.analysis.repositories.sessions;
    const stored = JSON.parse((await sessions.findById(analysisId))!.result!) as AnalysisResult;
    const ai = { model: 'llama-3.2-1b', rubric: REVIEW.rubric, rebuilt: 'Situation: our release was late. Action: I wrote new tests. Result: we shipped on time, [by how much].' };
    await sessions.replaceResult(analysisId, JSON.stringify({ ...stored, content: { ...stored.content!, ai } }));
    await t.mock.answerReviewed(analysisId);
    const reviewed = (await report())!;
    expect(reviewed.ai).toEqual(ai);
    expect(reviewed.ai_fallback).toBeUndefined();
  });
});
