import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalysisResult, TranscriptWord } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningJob } from '../../jobs/job-queue.ts';
import { ANSWER_REVIEW, JUDGED_CONTENT, REVIEWED_ANSWER } from '../../llm/answer-review.fixture.ts';
import { NO_MODEL_REVIEW, UNUSABLE_MODEL_REVIEW } from '../../llm/answer-review.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { LanguageModelEngine, LanguageModels } from '../../llm/language-model-selection.ts';
import { LOCAL_MODEL_DEFAULTS, LocalLanguageModel } from '../../llm/local-language-model.ts';
import { localModelRunner } from '../../llm/local-model-runner.ts';
import { TINY_GGUF_DIMENSIONS, writeRandomGgufModel } from '../../llm/random-gguf-model.ts';
import { ANSWER_REVIEW_MAX_ATTEMPTS, answerReviewQueue, createAnswerReviewJobHandler } from './answer-review-job.ts';

const logger = pino({ level: 'silent' });
const words: TranscriptWord[] = REVIEWED_ANSWER.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence: 0.95 }));
const judged = (): AnalysisResult => ({ ...sampleAnalysisResult(), transcript: { text: REVIEWED_ANSWER, words }, content: JUDGED_CONTENT });

/** The analysis store: one completed analysis. */
function store(result: AnalysisResult) {
  const rows = new Map([['a1', { status: 'completed', result: JSON.stringify(result) }]]);
  let writes = 0;
  return {
    sessions: {
      findById: async (id: string) => (rows.get(id) ?? null) as never,
      replaceResult: async (id: string, next: string) => {
        writes += 1;
        rows.set(id, { status: 'completed', result: next });
      },
    },
    result: () => JSON.parse(rows.get('a1')!.result) as AnalysisResult,
    writes: () => writes,
  };
}

/** The installation's models: `model` answers with `engine`, or nothing answers; `awaited` says what is coming. */
function models(model: LanguageModel | null, engine: LanguageModelEngine, awaited: Array<'download' | 'another-process' | null> = [null]): Pick<LanguageModels, 'for' | 'engine' | 'awaited'> {
  const next = [...awaited];
  return { for: () => model, engine: () => engine, awaited: () => (next.length > 1 ? next.shift()! : next[0]!) };
}

const job = (payload: unknown, attempt = 1): RunningJob => ({ id: 'j1', name: 'answer-review', payload, attempt, heartbeat: async () => {}, signal: new AbortController().signal });
const asked: string[] = [];
const reviewer: LanguageModel = {
  name: 'llama-3.2-1b',
  complete: async (messages) => (asked.push(messages.map((m) => m.content).join('\n')), JSON.stringify(ANSWER_REVIEW)),
  stream: async function* () {},
};
const LOCAL = { kind: 'local-model', name: 'llama-3.2-1b' } as const;
const RULES = { kind: 'built-in', name: null } as const;

describe('the answer-review job', () => {
  it('writes the rubric and the rebuilt answer of a judged answer into its analysis, against the mock question asked, once', async () => {
    const analyses = store(judged());
    const handler = createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(reviewer, LOCAL), logger });
    await handler(job({ analysisId: 'a1', question: 'Tell me about a backlog you cut.' }));
    expect(analyses.result().content?.ai).toEqual({ model: 'llama-3.2-1b', rubric: ANSWER_REVIEW.rubric, rebuilt: ANSWER_REVIEW.rebuilt });
    expect(analyses.result().content?.ai?.rebuilt).toContain('[what you were asked to achieve]');
    expect(asked.at(-1)).toContain('Question: Tell me about a backlog you cut.');
    // Delivered again (at least once): already reviewed, left alone.
    await handler(job({ analysisId: 'a1', question: null }));
    expect(analyses.writes()).toBe(1);
  });

  it('tells whoever shows the analysis elsewhere once its review is written, and again when a failed telling brings the job back', async () => {
    const analyses = store(judged());
    const told: string[] = [];
    let fail = true;
    const reviewed = async (id: string) => {
      if (fail) throw new Error('the report could not be made again');
      told.push(id);
    };
    const handler = createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(reviewer, LOCAL), logger, reviewed });
    await expect(handler(job({ analysisId: 'a1', question: null }))).rejects.toThrow('could not be made again');
    fail = false;
    await handler(job({ analysisId: 'a1', question: null }, 2));
    expect(told).toEqual(['a1']);
    expect(analyses.writes()).toBe(1);
  });

  it('with no model available, each judged answer keeps its built-in findings and says why it has no review', async () => {
    const analyses = store(judged());
    await createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(null, RULES), logger })(job({ analysisId: 'a1', question: null }));
    expect(analyses.result().content).toEqual({ ...JUDGED_CONTENT, ai_fallback: NO_MODEL_REVIEW });
  });

  it('waits while the local model downloads, then reviews with it', async () => {
    const analyses = store(judged());
    const handler = createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(reviewer, LOCAL, ['download', 'download', null]), logger, pollMs: 1 });
    await handler(job({ analysisId: 'a1', question: null }));
    expect(analyses.result().content?.ai?.model).toBe('llama-3.2-1b');
  });

  it('gives the job back while another process on the machine runs the model, and on its last run says there is no review', async () => {
    const analyses = store(judged());
    const handler = createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(null, RULES, ['another-process']), logger });
    await expect(handler(job({ analysisId: 'a1', question: null }))).rejects.toThrow(/Another process on this machine runs the local model/);
    expect(analyses.writes()).toBe(0);
    await handler(job({ analysisId: 'a1', question: null }, ANSWER_REVIEW_MAX_ATTEMPTS));
    expect(analyses.result().content?.ai_fallback).toBe(NO_MODEL_REVIEW);
  });

  it('is queued once per analysis on the job queue', async () => {
    const queued: unknown[] = [];
    await answerReviewQueue({ enqueue: async (...args) => (queued.push(args), 'id') }).enqueue('a1', 'Why this role?');
    expect(queued).toEqual([['answer-review', { analysisId: 'a1', question: 'Why this role?' }, { singletonKey: 'a1', maxAttempts: ANSWER_REVIEW_MAX_ATTEMPTS }]]);
  });
});

describe('the answer-review job on the local model (llama.cpp, a generated random-weight model)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-answer-review-'));
  const path = join(dir, 'tiny.gguf');
  const settings = { ...LOCAL_MODEL_DEFAULTS, contextSize: 1024, timeoutMs: 60_000 };
  beforeAll(() => writeRandomGgufModel(path, TINY_GGUF_DIMENSIONS, 11));
  afterAll(async () => {
    await localModelRunner(path, settings).dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('falls back visibly when the reply is cut at its token cap (random weights never close the JSON in time)', async () => {
    const runner = localModelRunner(path, settings);
    // The cap a real reply would get is 900 tokens; eight leave any reply's JSON unclosed.
    const capped = { ...runner, generate: (request: Parameters<typeof runner.generate>[0]) => runner.generate({ ...request, maxTokens: 8 }) };
    const local = new LocalLanguageModel({ name: 'tiny', path: () => path }, settings, { runner: () => capped });
    const analyses = store(judged());
    await createAnswerReviewJobHandler({ sessions: analyses.sessions, models: models(local, { kind: 'local-model', name: 'tiny' }), logger })(job({ analysisId: 'a1', question: null }));
    expect(analyses.result().content).toEqual({ ...JUDGED_CONTENT, ai_fallback: UNUSABLE_MODEL_REVIEW });
  });
});
