/**
 * Once an analysis is complete, its answer-review job asks the configured model to review what was said: the
 * answer's content of an upload, and each judged answer of an uploaded interview, against a loopback
 * OpenAI-compatible server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import type { AnalysisResult, InterviewQuestion } from '@rehearse/contract/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_REVIEW as REVIEW, JUDGED_CONTENT as judged, REVIEWED_ANSWER as ANSWER } from '../../llm/answer-review.fixture.ts';
import { UNUSABLE_MODEL_REVIEW } from '../../llm/answer-review.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { TINY_GGUF_DIMENSIONS, writeRandomGgufModel } from '../../llm/random-gguf-model.ts';
import { analysedThroughApi } from './analysis-api-steps.ts';
import { analysisStatusResponseSchema, analysisUrls } from '@rehearse/contract/analysis-api';
import type { TestClient } from '../../test/test-app.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, waitFor, type AnalysisTestApp } from './analysis-test-kit.ts';

/** A result with judged content, its words from 10 s on, and one interviewer question answered by them. */
function reviewedResult(): AnalysisResult {
  const words = ANSWER.split(' ').map((word, i) => ({ word, start: 10 + i * 0.4, end: 10 + i * 0.4 + 0.3, confidence: 0.95 }));
  const pair: InterviewQuestion = {
    question: 'Tell me about a backlog you cut.',
    question_span: { start: 0, end: 3 },
    answer_span: { start: 10, end: 20 },
    transcript: ANSWER,
    word_count: words.length,
    speaking_pace: 120,
    filler_words: 0,
    response_delay: 7,
    content: judged,
  };
  return { ...scriptedResult(70), transcript: { text: ANSWER, words }, content: judged, interview_questions: [pair] };
}

/** The analysis's results once its answers are reviewed (the review job runs after the analysis completes). */
function reviewedResults(client: TestClient, sessionId: string, timeoutMs = 30_000) {
  return waitFor(async () => {
    const status = analysisStatusResponseSchema.parse(await (await client.get(analysisUrls.status(sessionId))).json());
    const content = status.results?.content;
    return content && (content.ai || content.ai_fallback) ? status.results : null;
  }, timeoutMs);
}

describe('the analysis job with a model configured', () => {
  let fake: FakeOpenAiServer;
  let t: AnalysisTestApp;

  beforeAll(async () => {
    await ensureFixtures();
    fake = await startFakeOpenAiServer(JSON.stringify(REVIEW));
    t = await createAnalysisTestApp({ engine: scriptedEngine(async () => reviewedResult()), env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '3000' } });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("adds the model's rubric and rebuilt answer to the upload's content and to each judged interview answer", async () => {
    const user = await t.signedInUser();
    const { status, sessionId } = await analysedThroughApi(user, (await ensureFixtures()).containers.mp4, { name: 'review.mp4', types: ['video', 'audio', 'combined', 'llm'] });
    expect(status.status, status.error ?? '').toBe('completed');
    const results = await reviewedResults(user, sessionId);
    const ai = { model: 'tiny', rubric: REVIEW.rubric, rebuilt: REVIEW.rebuilt };
    expect(results?.content?.ai).toEqual(ai);
    expect(results?.interview_questions?.[0]?.content?.ai).toEqual(ai);
    const prompts = fake.requests.map((r) => r.messages.map((m) => m.content).join('\n'));
    expect(prompts.some((p) => p.includes('Question: Tell me about a backlog you cut.'))).toBe(true);
  });

  it("reviews every judged answer, yet writes no model summary without 'llm' in the start request", async () => {
    const user = await t.signedInUser();
    const before = fake.requests.length;
    const { status, sessionId } = await analysedThroughApi(user, (await ensureFixtures()).containers.mp4, { name: 'no-llm.mp4', types: ['video', 'audio'] });
    expect(status.results?.insights.source).not.toBe('model');
    const results = await reviewedResults(user, sessionId);
    expect(results?.content?.ai?.model).toBe('tiny');
    expect(results?.interview_questions?.[0]?.content?.ai?.model).toBe('tiny');
    // The two answers' reviews, and nothing else.
    expect(fake.requests.length).toBe(before + 2);
  });
});

describe('the analysis job with the local model (LOCAL_LLM_MODEL a GGUF file, no LLM_BASE_URL)', () => {
  let t: AnalysisTestApp;
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-review-local-'));

  beforeAll(async () => {
    await ensureFixtures();
    const model = join(dir, 'tiny.gguf');
    await writeRandomGgufModel(model, TINY_GGUF_DIMENSIONS, 13);
    t = await createAnalysisTestApp({ engine: scriptedEngine(async () => reviewedResult()), env: { LOCAL_LLM_MODEL: model } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reviews each judged answer in the model process once the analysis is complete, naming the model or saying why it gave none', async () => {
    const user = await t.signedInUser();
    const { status, sessionId } = await analysedThroughApi(user, (await ensureFixtures()).containers.mp4, { name: 'local.mp4', types: ['video', 'audio'] });
    expect(status.status, status.error ?? '').toBe('completed');
    // The model process runs at the lowest priority: on two cores busy with other test files it starts and writes slowly.
    const results = await reviewedResults(user, sessionId, 150_000);
    // Random weights: the grammar holds the reply to the shape, but it may run past its token cap; either way the
    // answer says which: the model's review under its name, or the built-in findings and why.
    for (const content of [results?.content, results?.interview_questions?.[0]?.content]) {
      if (content?.ai) expect(content.ai.model).toBe('tiny.gguf');
      else expect(content?.ai_fallback).toBe(UNUSABLE_MODEL_REVIEW);
    }
  }, 240_000);
});
