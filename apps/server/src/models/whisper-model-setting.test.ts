import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWhisperModelSetting } from './whisper-model-setting.ts';

describe('the WHISPER_MODEL setting', () => {
  it('reads none, a published model name, or a file path', () => {
    expect(parseWhisperModelSetting('none')).toEqual({ kind: 'none' });
    expect(parseWhisperModelSetting('off')).toEqual({ kind: 'none' });
    expect(parseWhisperModelSetting('base.en')).toEqual({ kind: 'name', name: 'base.en' });
    expect(parseWhisperModelSetting(' tiny.en ')).toEqual({ kind: 'name', name: 'tiny.en' });
    expect(parseWhisperModelSetting('models/ggml-base.en.bin')).toEqual({ kind: 'file', path: resolve('models/ggml-base.en.bin') });
    expect(parseWhisperModelSetting('/srv/ggml-large.bin')).toEqual({ kind: 'file', path: '/srv/ggml-large.bin' });
  });

  it('does not take an inherited object key for a model name', () => {
    expect(parseWhisperModelSetting('constructor')).toEqual({ kind: 'file', path: resolve('constructor') });
  });
});
