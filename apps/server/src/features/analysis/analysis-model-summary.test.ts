/**
 * Model-written summaries in the analysis job and compare, against a loopback OpenAI-compatible server:
 * 'llm' in the start request asks the model when one is configured; a failing model never fails an analysis.
 */
import { ensureFixtures, type FixturePaths } from '@rehearse/analysis/test-fixtures';
import {
  analysisUrls,
  compareResponseSchema,
  type AnalysisStatusResponse,
  type AnalysisType,
} from '@rehearse/contract/analysis-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { freezeClockInFreshWindow } from '../../test/fresh-rate-limit-window.ts';
import type { TestClient } from '../../test/test-app.ts';
import { COMPARE_SUMMARY_RATE_LIMIT } from './compare-summary-limit.ts';
import { createAnalysisTestApp, scriptedEngine, scriptedResult, type AnalysisTestApp } from './analysis-test-kit.ts';
import { analysedThroughApi } from './analysis-api-steps.ts';

const RULE_SUMMARY = 'Rule-written summary of this answer.';
let nextOverall = 70;
/** The next scripted result has no audio score (a clip without sound): its overall is video only. */
let nextWithoutAudio = false;
let fixtures: FixturePaths;

function engine() {
  return scriptedEngine(async (): Promise<AnalysisResult> => {
    const result = scriptedResult(nextOverall);
    const audio = nextWithoutAudio ? { ...result.audio, performance_score: null } : result.audio;
    return { ...result, audio, insights: { summary: RULE_SUMMARY, recommendations: ['Slow down a little'] } };
  });
}

async function json<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

async function analysed(client: TestClient, name: string, types: AnalysisType[]): Promise<AnalysisStatusResponse & { results: AnalysisResult }> {
  const { status } = await analysedThroughApi(client, fixtures.containers.mp4, { name, types });
  expect(status.status, status.error ?? '').toBe('completed');
  if (!status.results) throw new Error('completed without results');
  return { ...status, results: status.results };
}

beforeAll(async () => {
  fixtures = await ensureFixtures();
});

describe('with a model configured (LLM_BASE_URL)', () => {
  let fake: FakeOpenAiServer;
  let t: AnalysisTestApp;
  let alice: TestClient;
  let bob: TestClient;
  const ids: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiServer('Your eye contact held at 70% — keep the lens at eye level.');
    t = await createAnalysisTestApp({ engine: engine(), env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '3000' } });
    alice = await t.signedInUser();
    bob = await t.signedInUser();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("writes insights.summary from the model for a start with 'llm', with source 'model'", async () => {
    fake.mode = 'normal';
    nextOverall = 62;
    const before = fake.requests.length;
    const done = await analysed(alice, 'monday.mp4', ['video', 'audio', 'combined', 'llm']);
    ids.push(done.session_id);
    expect(done.results.insights).toEqual({ summary: fake.reply, recommendations: ['Slow down a little'], source: 'model' });
    expect(fake.requests.length).toBe(before + 1);
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Overall 62.0%');
  });

  it("keeps the built-in summary and never asks the model without 'llm'", async () => {
    fake.mode = 'normal';
    const before = fake.requests.length;
    const done = await analysed(alice, 'no-model.mp4', ['video', 'audio']);
    expect(done.results.insights).toMatchObject({ summary: RULE_SUMMARY, source: 'built-in' });
    expect(fake.requests.length).toBe(before);
  });

  it('completes with the built-in summary when the model fails', async () => {
    fake.mode = 'fail';
    nextOverall = 81;
    const before = fake.requests.length;
    const done = await analysed(alice, 'friday.mp4', ['video', 'audio', 'combined', 'llm']);
    ids.push(done.session_id);
    expect(fake.requests.length).toBeGreaterThan(before);
    expect(done.results.insights).toMatchObject({ summary: RULE_SUMMARY, source: 'built-in' });
    expect(done.results.overall_score).toBe(81);
  });

  it("writes the compare ai_insights.summary from the model, with every recording's name in the prompt", async () => {
    fake.mode = 'normal';
    const compared = await json(await alice.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema);
    expect(compared.ai_insights).toEqual({ summary: fake.reply, source: 'model' });
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('"monday.mp4"');
    expect(prompt).toContain('"friday.mp4"');
    expect(prompt.indexOf('"monday.mp4"')).toBeLessThan(prompt.indexOf('"friday.mp4"'));
    // The numbers stay the engine's own.
    expect(compared.score_comparison.overall.improvement).toBe(19);
  });

  it('keeps the built-in compare summary when the model fails', async () => {
    fake.mode = 'fail';
    const compared = await json(await alice.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema);
    expect(compared.ai_insights.source).toBe('built-in');
    expect(compared.ai_insights.summary).toContain('improved by 19.0 points');
  });

  it('asks the model for at most COMPARE_SUMMARY_RATE_LIMIT.max compare summaries per user and window, then answers with the built-in one', async () => {
    fake.mode = 'normal';
    const carol = await t.signedInUser();
    nextOverall = 50;
    const first = await analysed(carol, 'c1.mp4', ['video', 'audio']);
    nextOverall = 60;
    const second = await analysed(carol, 'c2.mp4', ['video', 'audio']);
    const compare = () => carol.post(analysisUrls.compare(), { analysis_ids: [first.session_id, second.session_id] });
    freezeClockInFreshWindow(COMPARE_SUMMARY_RATE_LIMIT);
    const before = fake.requests.length;
    for (let i = 0; i < COMPARE_SUMMARY_RATE_LIMIT.max; i += 1) {
      expect((await json(await compare(), compareResponseSchema)).ai_insights.source).toBe('model');
    }
    expect(fake.requests.length).toBe(before + COMPARE_SUMMARY_RATE_LIMIT.max);
    const over = await json(await compare(), compareResponseSchema);
    expect(over.ai_insights).toMatchObject({ source: 'built-in', summary: expect.stringContaining('improved by 10.0 points') });
    expect(fake.requests.length).toBe(before + COMPARE_SUMMARY_RATE_LIMIT.max);
    // Per user: Alice's summaries still come from the model.
    expect((await json(await alice.post(analysisUrls.compare(), { analysis_ids: ids }), compareResponseSchema)).ai_insights.source).toBe('model');
  });

  it('tells the model when the two overalls are made of different parts, so that it does not call the change an improvement', async () => {
    fake.mode = 'normal';
    const dave = await t.signedInUser();
    nextOverall = 60;
    nextWithoutAudio = true;
    const silent = await analysed(dave, 'silent.mp4', ['video', 'audio']);
    nextWithoutAudio = false;
    nextOverall = 80;
    const full = await analysed(dave, 'full.mp4', ['video', 'audio']);
    const compared = await json(await dave.post(analysisUrls.compare(), { analysis_ids: [silent.session_id, full.session_id] }), compareResponseSchema);
    expect(compared.ai_insights.source).toBe('model');
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('The overall scores are not like for like:');
    expect(prompt).toContain('Do not call the change of the overall score an improvement or a decline');
  });

  it('never sends a foreign analysis to the model: 404, and no request', async () => {
    fake.mode = 'normal';
    const before = fake.requests.length;
    const foreign = await bob.post(analysisUrls.compare(), { analysis_ids: ids });
    expect((await json(foreign, apiErrorSchema, 404)).message).toBeTruthy();
    expect(fake.requests.length).toBe(before);
  });
});

describe('without a model', () => {
  let t: AnalysisTestApp;
  let alice: TestClient;

  beforeAll(async () => {
    t = await createAnalysisTestApp({ engine: engine() });
    alice = await t.signedInUser();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the built-in summaries even when the start asks for 'llm'", async () => {
    nextOverall = 55;
    const first = await analysed(alice, 'a.mp4', ['video', 'audio', 'combined', 'llm']);
    nextOverall = 65;
    const second = await analysed(alice, 'b.mp4', ['llm', 'video']);
    expect(first.results.insights).toMatchObject({ summary: RULE_SUMMARY, source: 'built-in' });
    expect(second.results.insights).toMatchObject({ summary: RULE_SUMMARY, source: 'built-in' });
    const compared = await json(await alice.post(analysisUrls.compare(), { analysis_ids: [first.session_id, second.session_id] }), compareResponseSchema);
    expect(compared.ai_insights.source).toBe('built-in');
    expect(compared.ai_insights.summary).toContain('improved by 10.0 points');
  });
});
