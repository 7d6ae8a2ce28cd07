import { COACH_LOCAL_CONTEXT_TOKENS, estimateTokens } from '@rehearse/coach/coach-context';
import { GuidanceSearch } from '@rehearse/coach/guidance-search';
import { loadKnowledgeBase } from '@rehearse/coach/knowledge-base';
import { COACH_STOPPED_NOTE } from '@rehearse/contract/coach';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { PromptMessage } from '../../llm/prompts/prompt-message.ts';
import { createLogger } from '../../logging/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CoachService } from './coach-service.ts';
import { coachDb } from './coach-tables.ts';

/** A model that writes `words` one by one and records what it was asked; it stops when its signal aborts. */
function wordModel(words: string[]): LanguageModel & { asked: PromptMessage[][] } {
  const asked: PromptMessage[][] = [];
  return {
    name: 'tiny-local',
    asked,
    complete: async () => words.join(''),
    async *stream(messages, options = {}) {
      asked.push([...messages]);
      for (const word of words) {
        if (options.signal?.aborted) return;
        yield word;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

const row = (name: string, day: number) => ({
  session_id: name,
  display_name: name,
  name,
  category: 'video_upload' as const,
  start_time: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  result: JSON.stringify(sampleAnalysisResult({ overall_score: 60 + day })),
});

describe('the coach on the local model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const service = (model: LanguageModel) =>
    new CoachService({
      db: coachDb(t.deps.database.db),
      // Newest first, as the read model answers.
      analyses: { completedOf: async () => Array.from({ length: 8 }, (_, i) => row(`Answer ${8 - i}`, 8 - i)) },
      search: new GuidanceSearch(loadKnowledgeBase()),
      models: { model, engine: () => ({ kind: 'local-model', name: 'tiny-local' }) },
      fallback: true,
      logger: createLogger('silent'),
    });

  it('streams the answer, says the local model writes it, and asks within the local budget with the latest analysis', async () => {
    const model = wordModel(['Your ', 'latest ', 'answer.']);
    const engines: string[] = [];
    const texts: string[] = [];
    const done = await service(model).ask('user-local-1', 'How did my last interview go?', { onEngine: (e) => void engines.push(e.engine), onText: (x) => void texts.push(x) });
    expect(engines).toEqual(['local-model']);
    expect(texts).toEqual(['Your ', 'latest ', 'answer.']);
    expect(done).toMatchObject({ source: 'local-model', response: 'Your latest answer.' });
    const user = model.asked[0]!.find((m) => m.role === 'user')!.content;
    expect(estimateTokens(user)).toBeLessThanOrEqual(COACH_LOCAL_CONTEXT_TOKENS);
    expect(user).toContain('Analysis "Answer 8"');
    expect(user).not.toContain('Analysis "Answer 1"');
  });

  it('stops when the user stops, keeping what was written', async () => {
    const stop = new AbortController();
    const done = await service(wordModel(['One ', 'two ', 'three ', 'four.'])).ask('user-local-2', 'Tell me more', {
      signal: stop.signal,
      onText: (text) => {
        if (text === 'two ') stop.abort();
      },
    });
    expect(done.response).toBe(`One two\n\n${COACH_STOPPED_NOTE}`);
    expect(done.answer_message.content).toBe(done.response);
  });
});
