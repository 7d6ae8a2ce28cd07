import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_LLM, LOCAL_LLM_MODELS } from './local-llm-catalogue.ts';
import { LOCAL_LLM_CHOICES, parseLocalLlmSetting } from './local-llm-setting.ts';

describe('the LOCAL_LLM_MODEL setting', () => {
  it('reads none, a published model name, or a GGUF file path', () => {
    expect(parseLocalLlmSetting('none')).toEqual({ kind: 'none' });
    expect(parseLocalLlmSetting('llama-3.2-1b')).toEqual({ kind: 'name', name: 'llama-3.2-1b' });
    expect(parseLocalLlmSetting(' qwen2.5-1.5b ')).toEqual({ kind: 'name', name: 'qwen2.5-1.5b' });
    expect(parseLocalLlmSetting('models/my-model.Q4_K_M.gguf')).toEqual({ kind: 'file', path: resolve('models/my-model.Q4_K_M.gguf') });
    expect(parseLocalLlmSetting('/srv/llm/model.gguf')).toEqual({ kind: 'file', path: '/srv/llm/model.gguf' });
  });

  it('does not take an inherited object key for a model name', () => {
    expect(parseLocalLlmSetting('toString')).toEqual({ kind: 'file', path: resolve('toString') });
  });

  it('names every choice in its messages, and the default is one of the published models', () => {
    expect(LOCAL_LLM_CHOICES).toBe('none, llama-3.2-1b, qwen2.5-1.5b or the path of a GGUF file');
    expect(Object.keys(LOCAL_LLM_MODELS)).toContain(DEFAULT_LOCAL_LLM);
  });
});
