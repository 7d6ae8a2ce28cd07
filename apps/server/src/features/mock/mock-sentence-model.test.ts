import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFixtures, tinySentenceModel, writeTinySentenceModel, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { mockFinishResponseSchema, mockSessionResponseSchema, mockStartResponseSchema, mockUrls } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerResponseSchema } from '@rehearse/contract/mock-typed-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedEngine, scriptedResult, waitFor } from '../analysis/analysis-test-kit.ts';
import { createMockTestApp, uploadAnswer, type MockTestApp } from './mock-test-kit.ts';

const ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';
const words = ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35, confidence: 0.95 }));

function result(): AnalysisResult {
  return { ...scriptedResult(70, 20), transcript: { text: ANSWER, words }, engines: { transcriber: 'whisper', transcriber_detail: 'whisper (ggml-base.en)', video_model: 'none', feedback: 'built-in' } };
}

let fixtures: FixturePaths;
let modelDir: string;
let t: MockTestApp;

beforeAll(async () => {
  fixtures = await ensureFixtures();
  modelDir = await mkdtemp(join(tmpdir(), 'rehearse-sentence-model-'));
  const vocabulary = ['at', 'my', 'last', 'job', 'our', 'release', 'was', 'late', 'i', 'the', 'test', 'plan', 'tests', 'shipped', 'on', 'time', 'tell', 'me', 'about', 'a', 'you', '.', '?'];
  await writeTinySentenceModel(modelDir, tinySentenceModel(vocabulary, (_t, i) => [Math.sin(i + 1), Math.cos(i + 1), 1]));
  // A model folder of the operator's (SENTENCE_MODEL=<folder>) is used as it is: nothing is fetched.
  t = await createMockTestApp({ engine: scriptedEngine(async () => result()), env: { SENTENCE_MODEL: modelDir } });
});

afterAll(async () => {
  await t?.close();
  await rm(modelDir, { recursive: true, force: true });
});

describe('mock answers judged by the sentence model', () => {
  it('is judged against its question in the worker, and the report names the sentence model as what judged its meaning', async () => {
    const client = await t.signedInUser();
    const started = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 3 })).json());
    const id = started.session_id;
    const key = started.questions[0]!.key;
    const { link } = await uploadAnswer(client, id, key, fixtures.containers.webm);
    const saved = await client.post(mockUrls.answer(), { session_id: id, question_key: key, duration_sec: 20, notes: '', media_url: link.s3_key, skipped: false });
    expect(saved.status).toBe(200);
    await waitFor(async () => {
      const s = mockSessionResponseSchema.parse(await (await client.get(mockUrls.session(id))).json());
      return s.data.answers[key]?.analysis?.status === 'completed' ? true : null;
    });
    const finished = mockFinishResponseSchema.parse(await (await client.post(mockUrls.finish(), { session_id: id })).json());
    const report = await waitFor(async () => {
      const s = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(finished.analysis_session_id))).json());
      return s.status === 'completed' ? s : null;
    });
    const content = report.results!.questions![0]!.content!;
    expect(content.status).toBe('judged');
    expect(content.meaning).toBe('sentence-model');
    expect(t.deps.meaning.status()).toMatchObject({ engine: 'sentence-model', state: 'ready' });
  });

  it('judges a typed answer with it as it is saved', async () => {
    const client = await t.signedInUser();
    const started = mockStartResponseSchema.parse(await (await client.post(mockUrls.start(), { question_count: 3 })).json());
    const res = await client.post(MOCK_TYPED_ANSWER_PATH, { session_id: started.session_id, question_key: started.questions[0]!.key, text: ANSWER });
    expect(res.status).toBe(200);
    const content = mockTypedAnswerResponseSchema.parse(await res.json()).answer.typed!.content;
    expect(content).toMatchObject({ status: 'judged', engine: 'written', meaning: 'sentence-model' });
  });
});
