import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config.ts';
import { parseSentenceModelSetting } from './sentence-model-setting.ts';

describe('the SENTENCE_MODEL setting', () => {
  it('reads none, a published model name, or a folder', () => {
    expect(parseSentenceModelSetting('none')).toEqual({ kind: 'none' });
    expect(parseSentenceModelSetting(' all-MiniLM-L6-v2 ')).toEqual({ kind: 'name', name: 'all-MiniLM-L6-v2' });
    expect(parseSentenceModelSetting('models/minilm')).toEqual({ kind: 'file', path: resolve('models/minilm') });
    expect(parseSentenceModelSetting('toString')).toEqual({ kind: 'file', path: resolve('toString') });
  });

  it('fetches all-MiniLM-L6-v2 at its pinned revision by default, but never in tests or CI', () => {
    expect(parseEnv({}).analysis).toMatchObject({
      sentenceModel: { kind: 'name', name: 'all-MiniLM-L6-v2' },
      sentenceModelBaseUrl: 'https://huggingface.co/Xenova/all-MiniLM-L6-v2/resolve/751bff37182d3f1213fa05d7196b954e230abad9',
    });
    expect(parseEnv({ NODE_ENV: 'test' }).analysis.sentenceModel).toEqual({ kind: 'none' });
    expect(parseEnv({ CI: 'true' }).analysis.sentenceModel).toEqual({ kind: 'none' });
    expect(parseEnv({ CI: 'true', SENTENCE_MODEL: 'all-MiniLM-L6-v2' }).analysis.sentenceModel).toEqual({ kind: 'name', name: 'all-MiniLM-L6-v2' });
    expect(parseEnv({ SENTENCE_MODEL: 'none' }).analysis.sentenceModel).toEqual({ kind: 'none' });
    expect(parseEnv({ SENTENCE_MODEL_BASE_URL: 'http://127.0.0.1:8080/minilm/' }).analysis.sentenceModelBaseUrl).toBe('http://127.0.0.1:8080/minilm');
  });
});
