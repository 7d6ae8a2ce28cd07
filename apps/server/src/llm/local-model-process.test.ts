import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageModelError } from './language-model.ts';
import { LOCAL_MODEL_DEFAULTS, LocalLanguageModel } from './local-language-model.ts';
import { createLocalModelProcess } from './local-model-process.ts';
import { createModelPriorityGate } from './model-priority-gate.ts';
import { TINY_GGUF_DIMENSIONS, writeRandomGgufModel } from './random-gguf-model.ts';
import { completeStructured } from './structured-completion.ts';

// The model process as the server runs it: a child process under `nice`, on a generated random-weight GGUF model.
const dir = mkdtempSync(join(tmpdir(), 'rehearse-local-llm-process-'));
const path = join(dir, 'tiny.gguf');
const settings = { ...LOCAL_MODEL_DEFAULTS, contextSize: 1024, timeoutMs: 60_000 };
const modelProcess = createLocalModelProcess(path, settings);
const gate = createModelPriorityGate();
const model = new LocalLanguageModel({ name: 'tiny', path: () => path }, settings, { runner: () => modelProcess, gate, priority: 'coach' });
const MESSAGES = [
  { role: 'system' as const, content: 'You judge one interview answer.' },
  { role: 'user' as const, content: 'Answer: I led the release.' },
];
const VERDICT = { name: 'verdict', schema: z.object({ verdict: z.enum(['strong', 'weak']), score: z.number().int().min(1).max(5) }), maxTokens: 80 };

beforeAll(async () => {
  await writeRandomGgufModel(path, TINY_GGUF_DIMENSIONS, 7);
});
afterAll(async () => {
  await modelProcess.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** A process's niceness, field 19 of /proc/<pid>/stat (after the command name in parentheses). */
function nicenessOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('the local model in a process of its own', () => {
  it('answers in the schema asked for, at the lowest priority (niceness 19)', { timeout: 60_000 }, async () => {
    const reply = await completeStructured(model, MESSAGES, VERDICT);
    expect(VERDICT.schema.parse(reply)).toEqual(reply);
    const pid = modelProcess.pid();
    expect(pid).not.toBeNull();
    expect(nicenessOf(pid!)).toBe(19);
  });

  it('streams, refuses a reply past its cap, and stops at the caller’s signal', { timeout: 60_000 }, async () => {
    const chunks: string[] = [];
    const read = async () => {
      for await (const chunk of model.stream(MESSAGES, { maxTokens: 6 })) chunks.push(chunk);
    };
    await expect(read()).rejects.toThrow(/ran past 6 tokens/);
    expect(chunks.join('').length).toBeGreaterThan(0);
    await expect(model.complete(MESSAGES, { signal: AbortSignal.abort(new Error('stopped')) })).rejects.toThrow(/stopped/);
  });

  it('fails the requests a dead process held, and starts it again for the next one', { timeout: 60_000 }, async () => {
    await completeStructured(model, MESSAGES, VERDICT);
    const first = modelProcess.pid()!;
    const held = model.complete(MESSAGES, { maxTokens: 1000 });
    process.kill(first, 'SIGKILL');
    await expect(held).rejects.toThrow(LanguageModelError);
    await expect(held).rejects.toThrow(/process stopped/);
    const reply = await completeStructured(model, MESSAGES, VERDICT);
    expect(['strong', 'weak']).toContain(reply.verdict);
    expect(modelProcess.pid()).not.toBe(first);
  });
});
