import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../llm/fake-openai-server.ts';
import { OpenAiLanguageModel } from '../../llm/openai-language-model.ts';
import { summarizeAnalysis, summarizeComparison } from './model-summaries.ts';

let fake: FakeOpenAiServer;
let model: OpenAiLanguageModel;
beforeAll(async () => {
  fake = await startFakeOpenAiServer('You held eye contact 70% of the time.');
  // Generous: the 'slow' fake never answers, so the timeout only has to end that wait.
  model = new OpenAiLanguageModel({ baseUrl: fake.baseUrl, apiKey: null, model: 'tiny', timeoutMs: 3000 });
});
afterAll(() => fake.close());

describe('model-written summaries over a loopback OpenAI-compatible server', () => {
  it('summarises an analysis from its measurements', async () => {
    fake.mode = 'normal';
    const text = await summarizeAnalysis(model, sampleAnalysisResult({ overall_score: 81 }));
    expect(text).toBe(fake.reply);
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Overall 81.0%');
    expect(prompt).toContain('Eye contact 70%');
  });

  it('summarises a comparison with every recording in the prompt', async () => {
    fake.mode = 'normal';
    const text = await summarizeComparison(model, [
      { name: 'Monday', date: '2026-03-01T00:00:00Z', result: sampleAnalysisResult({ overall_score: 55 }) },
      { name: 'Friday', date: '2026-03-05T00:00:00Z', result: sampleAnalysisResult({ overall_score: 77 }) },
    ], null);
    expect(text).toBe(fake.reply);
    const prompt = fake.requests.at(-1)!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Recording 1: "Monday"');
    expect(prompt).toContain('Overall 77.0%');
  });

  it('returns null (keep the built-in text) when the model fails or times out', async () => {
    fake.mode = 'fail';
    expect(await summarizeAnalysis(model, sampleAnalysisResult())).toBeNull();
    fake.mode = 'slow';
    expect(await summarizeAnalysis(model, sampleAnalysisResult())).toBeNull();
  });
});
