import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { LocalLlmProvision } from '../models/local-llm-provision.ts';
import type { ModelState } from '../models/model-provision.ts';
import { LanguageModelError } from './language-model.ts';
import { createLanguageModels } from './language-model-selection.ts';
import type { LocalGeneration, LocalModelRunner } from './local-model-runner.ts';
import type { MachineModelSlot } from './machine-model-slot.ts';
import { OpenAiLanguageModel } from './openai-language-model.ts';

const logger = pino({ level: 'silent' });
const MESSAGES = [{ role: 'user' as const, content: 'How did my last interview go?' }];
const HOSTED = { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'qwen2.5:7b', timeoutMs: 1000, fallback: true };
const localLlm = { setting: { kind: 'name' as const, name: 'llama-3.2-1b' as const }, modelsDir: '/nowhere/models', baseUrl: 'http://127.0.0.1:1' };

/** A provision whose state the test sets, and a runner and a machine slot it watches. */
function setup(options: { hosted?: boolean; none?: boolean; state?: ModelState; unfit?: string | null; slotHeld?: boolean; loadFailure?: string | null } = {}) {
  let state: ModelState = options.state ?? { kind: 'waiting' };
  const provision: LocalLlmProvision = {
    name: options.none ? null : 'llama-3.2-1b',
    unfit: () => options.unfit ?? null,
    path: () => (state.kind === 'ready' ? state.path : null),
    state: () => state,
    start: async () => {
      if (options.unfit == null) state = { kind: 'ready', path: '/models/llama.gguf' };
    },
    stop: () => {},
  };
  const asked: LocalGeneration[] = [];
  const runner: LocalModelRunner = {
    generate: async (request) => (asked.push(request), '{"verdict":"strong"}'),
    loadFailure: () => options.loadFailure ?? null,
    dispose: async () => {},
  };
  let held = options.slotHeld ?? true;
  let taken = 0;
  const slot: MachineModelSlot = { take: () => void (taken += 1), held: () => held, release: () => void (held = false) };
  const models = createLanguageModels({
    config: { llm: options.hosted ? HOSTED : null, localLlm: options.none ? { ...localLlm, setting: { kind: 'none' } } : localLlm },
    logger,
    provision,
    runner: () => runner,
    slot,
  });
  return { models, asked, setState: (next: ModelState) => (state = next), taken: () => taken };
}

describe('which language model answers', () => {
  it('the hosted model when LLM_BASE_URL is set: it wins over the local model, which is neither fetched nor run', async () => {
    const { models, taken } = setup({ hosted: true, state: { kind: 'ready', path: '/models/llama.gguf' } });
    await models.start();
    expect(models.for('coach')).toBeInstanceOf(OpenAiLanguageModel);
    expect(models.for('answer-review')?.name).toBe('qwen2.5:7b');
    expect(models.engine()).toEqual({ kind: 'hosted-model', name: 'qwen2.5:7b' });
    expect(models.status()).toMatchObject({ engine: 'hosted-model', model: 'qwen2.5:7b', state: 'ready' });
    expect(taken()).toBe(0);
  });

  it('the built-in rules while the local model downloads: a request fails at once, so its caller answers by its rules', async () => {
    const { models, asked } = setup({ state: { kind: 'downloading', percent: 40 } });
    expect(models.engine()).toEqual({ kind: 'built-in', name: null });
    expect(models.status()).toEqual({ engine: 'built-in', model: 'llama-3.2-1b', state: 'downloading', message: 'The built-in rules while the local model llama-3.2-1b downloads (40 %)' });
    await expect(models.for('coach')!.complete(MESSAGES)).rejects.toThrow(LanguageModelError);
    expect(asked).toEqual([]);
  });

  it('the local model once it is ready and this process holds the machine’s slot, each kind at its place in the order', async () => {
    const { models, asked, taken } = setup();
    await models.start();
    expect(taken()).toBe(1);
    expect(models.engine()).toEqual({ kind: 'local-model', name: 'llama-3.2-1b' });
    expect(models.status()).toMatchObject({ engine: 'local-model', state: 'ready' });
    expect(await models.for('answer-review')!.complete(MESSAGES)).toBe('{"verdict":"strong"}');
    expect(asked).toHaveLength(1);
    expect(models.for('coach')?.name).toBe('llama-3.2-1b');
  });

  it('the built-in rules when another process on the machine runs the model, when it cannot be loaded, or on an unfit machine', async () => {
    const elsewhere = setup({ slotHeld: false, state: { kind: 'ready', path: '/models/llama.gguf' } });
    expect(elsewhere.models.engine().kind).toBe('built-in');
    expect(elsewhere.models.status().message).toBe('The built-in rules: another process on this machine runs the local model llama-3.2-1b; this one waits for it');
    await expect(elsewhere.models.for('coach')!.complete(MESSAGES)).rejects.toThrow('not ready');

    const broken = setup({ loadFailure: 'unknown model architecture' });
    await broken.models.start();
    await broken.models.for('coach')!.complete(MESSAGES);
    expect(broken.models.engine().kind).toBe('built-in');
    expect(broken.models.status()).toMatchObject({ state: 'unavailable', message: 'The built-in rules: the local model llama-3.2-1b could not be run (unknown model architecture)' });

    const unfit = setup({ unfit: 'this processor has no AVX2, which llama.cpp needs to run it at a usable speed' });
    await unfit.models.start();
    expect(unfit.taken()).toBe(0);
    expect(unfit.models.status()).toMatchObject({ engine: 'built-in', state: 'unavailable' });
    expect(unfit.models.status().message).toContain('no AVX2');
  });

  it('no model at all with LOCAL_LLM_MODEL=none and no LLM_BASE_URL: callers get null and answer by their rules', async () => {
    const { models, taken } = setup({ none: true, state: { kind: 'off' } });
    await models.start();
    expect(models.for('coach')).toBeNull();
    expect(taken()).toBe(0);
    expect(models.status()).toEqual({ engine: 'built-in', model: null, state: 'off', message: 'The built-in rules: the local model is turned off (LOCAL_LLM_MODEL=none)' });
  });
});
