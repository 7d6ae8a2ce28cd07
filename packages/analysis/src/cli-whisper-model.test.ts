import { describe, expect, it } from 'vitest';
import { UsageError } from './cli-arguments.ts';
import { cliWhisperModel } from './cli-whisper-model.ts';

describe('the CLI reading WHISPER_MODEL', () => {
  const fetched = (path: string) => path === 'data/models/ggml-tiny.en.bin';

  it('none or off: no whisper', () => {
    expect(cliWhisperModel('none', 'data', fetched)).toBeNull();
    expect(cliWhisperModel(' off ', 'data', fetched)).toBeNull();
  });

  it('a path is used as given', () => {
    expect(cliWhisperModel('/models/ggml-base.en.bin', 'data', fetched)).toBe('/models/ggml-base.en.bin');
    expect(cliWhisperModel('my-model.bin', 'data', fetched)).toBe('my-model.bin');
  });

  it('a name is the model the server fetched into DATA_DIR/models; one not fetched says how to get it', () => {
    expect(cliWhisperModel('tiny.en', 'data', fetched)).toBe('data/models/ggml-tiny.en.bin');
    expect(() => cliWhisperModel('base.en', 'data', fetched)).toThrow(UsageError);
    expect(() => cliWhisperModel('base.en', 'data', fetched)).toThrow(/data\/models\/ggml-base\.en\.bin is not there; `npm start` fetches/);
  });
});
