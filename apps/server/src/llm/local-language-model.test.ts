import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageModelError } from './language-model.ts';
import { LOCAL_MODEL_DEFAULTS, LocalLanguageModel } from './local-language-model.ts';
import { localModelRunner, sequenceFor } from './local-model-runner.ts';
import type { ModelPriority } from './model-priority-gate.ts';
import { TINY_GGUF_DIMENSIONS, writeRandomGgufModel } from './random-gguf-model.ts';
import { completeStructured } from './structured-completion.ts';

// The real llama.cpp (node-llama-cpp's prebuilt CPU build) on a generated random-weight GGUF model: its words are
// noise, so what is tested is what the adapter makes of them — a grammar that holds any model to the schema, a cap
// that stops a reply that never ends, and the fallback when the reply does not check out.
const dir = mkdtempSync(join(tmpdir(), 'rehearse-local-llm-'));
const path = join(dir, 'tiny.gguf');
const settings = { ...LOCAL_MODEL_DEFAULTS, contextSize: 1024, timeoutMs: 60_000 };
const ready = { name: 'tiny', path: () => path };

beforeAll(async () => {
  await writeRandomGgufModel(path, TINY_GGUF_DIMENSIONS, 7);
});
afterAll(async () => {
  await localModelRunner(path, settings).dispose();
  rmSync(dir, { recursive: true, force: true });
});

const VERDICT = {
  name: 'verdict',
  schema: z.object({ verdict: z.enum(['strong', 'weak']), score: z.number().int().min(1).max(5), note: z.string().max(24) }),
  maxTokens: 120,
};
const MESSAGES = [
  { role: 'system' as const, content: 'You judge one interview answer.' },
  { role: 'user' as const, content: 'Answer: I led the release.' },
];

describe('the local language model (llama.cpp) on a generated model', () => {
  it('answers in the schema asked for: the grammar holds even random weights to it, and the contract validates the reply', async () => {
    const model = new LocalLanguageModel(ready, settings);
    const reply = await completeStructured(model, MESSAGES, VERDICT);
    expect(VERDICT.schema.parse(reply)).toEqual(reply);
    expect(['strong', 'weak']).toContain(reply.verdict);
  });

  it('falls back when the reply does not check out: a free-text reply is not JSON, and a reply past the cap is refused', async () => {
    const model = new LocalLanguageModel(ready, settings);
    const unconstrained = { complete: (messages: typeof MESSAGES) => model.complete(messages, { maxTokens: 8 }), stream: model.stream.bind(model), name: model.name };
    await expect(completeStructured(unconstrained, MESSAGES, VERDICT)).rejects.toThrow(LanguageModelError);
    await expect(model.complete(MESSAGES, { maxTokens: 4 })).rejects.toThrow(/ran past 4 tokens/);
    await expect(completeStructured(model, MESSAGES, { ...VERDICT, schema: VERDICT.schema.refine(() => false, 'refused') })).rejects.toThrow(/wrong shape/);
  });

  it('streams a reply as it is written, and stops at the caller’s signal', async () => {
    const model = new LocalLanguageModel(ready, settings);
    const chunks: string[] = [];
    const read = async () => {
      for await (const chunk of model.stream(MESSAGES, { maxTokens: 6 })) chunks.push(chunk);
    };
    // Random weights never end a reply by themselves: the stream yields what was written, then says it was cut.
    await expect(read()).rejects.toThrow(/ran past 6 tokens/);
    expect(chunks.join('').length).toBeGreaterThan(0);
    await expect(model.complete(MESSAGES, { signal: AbortSignal.abort(new Error('stopped')) })).rejects.toThrow(/did not answer in time \(stopped\)/);
  });

  it('is not ready until its file is, and says why a file that is no model cannot be used', async () => {
    const waiting = new LocalLanguageModel({ name: 'tiny', path: () => null }, settings);
    await expect(waiting.complete(MESSAGES)).rejects.toThrow('The local model tiny is not ready');
    const broken = new LocalLanguageModel({ name: 'broken', path: () => join(dir, 'missing.gguf') }, settings);
    await expect(broken.complete(MESSAGES)).rejects.toThrow(LanguageModelError);
    expect(broken.loadFailure()).toMatch(/.+/);
  });

  it('keeps what a user waits on warm apart from queued work: a rebuilt answer between two coach questions leaves the coach’s prompt read', async () => {
    const runner = localModelRunner(path, settings);
    const system: { role: 'system'; content: string } = { role: 'system', content: `You are an interview coach. ${'The user’s analyses say their pace is steady and their answers lack numbers. '.repeat(12)}` };
    const rebuild = { role: 'system' as const, content: 'Rebuild this answer.' };
    const read = async (priority: ModelPriority, prompt: typeof system, content: string) => {
      let tokens = -1;
      await runner
        .generate({ messages: [prompt, { role: 'user', content }], sequence: sequenceFor(priority), maxTokens: 2, signal: AbortSignal.timeout(60_000), onPromptRead: (n) => (tokens = n) })
        .catch((error: unknown) => expect(error).toBeInstanceOf(LanguageModelError));
      return tokens;
    };
    const first = await read('coach', system, 'How did my last interview go?');
    await read('answer-review', rebuild, 'At my last job I led the release and it shipped on time.');
    const next = await read('coach', system, 'What should I fix first?');
    expect(first).toBeGreaterThan(100);
    // Only the new question (and the reply's template around it) is read: the system prompt stayed on its sequence.
    expect(next).toBeLessThan(first / 4);
  });

  it('reads what the interviewer and the coach ask on one sequence, and queued work on the other', () => {
    expect([sequenceFor('interviewer'), sequenceFor('coach'), sequenceFor('answer-review'), sequenceFor('analysis')]).toEqual(['waited-on', 'waited-on', 'queued', 'queued']);
  });
});
