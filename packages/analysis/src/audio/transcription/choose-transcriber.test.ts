import { describe, expect, it } from 'vitest';
import { chooseTranscriber } from './choose-transcriber.ts';
import { findExecutable } from './find-executable.ts';

const base = { transcriber: 'auto' as const, whisperModel: null, whisperTokensPerWindow: 0, pocketsphinxPath: 'pocketsphinx_batch' };

describe('choosing a transcriber', () => {
  it('uses PocketSphinx in auto mode when it is installed, none when it is not', async () => {
    const installed = await findExecutable('pocketsphinx_batch');
    expect(installed).not.toBeNull(); // a Debian package this project requires
    expect((await chooseTranscriber(base)).engine).toBe('pocketsphinx');
    const missing = await chooseTranscriber({ ...base, pocketsphinxPath: '/nonexistent/pocketsphinx_batch' });
    expect(missing.engine).toBe('none');
    expect((await missing.transcribe('x.wav', null)).detail).toMatch(/not found/);
  });

  it('prefers whisper when a model is set, and fails clearly when the model file is missing', async () => {
    const whisper = await chooseTranscriber({ ...base, whisperModel: '/models/ggml-base.en.bin' });
    expect(whisper.engine).toBe('whisper');
    await expect(whisper.transcribe('x.wav', null)).rejects.toThrow('The whisper model ggml-base.en.bin does not exist');
  });

  it('honours an explicit choice', async () => {
    expect((await chooseTranscriber({ ...base, transcriber: 'none' })).engine).toBe('none');
    await expect(chooseTranscriber({ ...base, transcriber: 'pocketsphinx', pocketsphinxPath: '/nope' })).rejects.toThrow(/not found/);
    await expect(chooseTranscriber({ ...base, transcriber: 'whisper' })).rejects.toThrow(/model file/);
  });
});
