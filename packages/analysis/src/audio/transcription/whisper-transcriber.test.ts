import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemFilesPresent } from '../../fixtures/system-files.ts';
import { writeRandomWhisperModel } from '../../fixtures/random-whisper-model.ts';
import { wavFileSeconds } from '../wav-file.ts';
import { createWhisperTranscriber } from './whisper-transcriber.ts';

// The real addon and whisper.cpp on a generated model with random weights: the words are nonsense, so these tests
// check everything around them — loading, decoding, timing, the result's shape, failures and clean-up.
const SPEECH = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0880.wav';
/** Only a bound so that a regression fails instead of hanging: the tiny model takes about a second. */
const LIMIT = { task: 'Transcribing the speech', ms: 120_000 };

let dir = '';
let model = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-whisper-'));
  model = join(dir, 'ggml-tiny-random.bin');
  await writeRandomWhisperModel(model, { seed: 1 });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!systemFilesPresent('pocketsphinx-testdata', [SPEECH]))('the whisper transcriber (whisper.cpp on a tiny random model)', () => {
  it('transcribes real speech into words timed inside the clip and in order, naming the model but not its folder', async () => {
    const seconds = await wavFileSeconds(SPEECH);
    const transcript = await createWhisperTranscriber(model).transcribe(SPEECH, LIMIT);

    expect(transcript.engine).toBe('whisper');
    expect(transcript.detail).toBe('whisper.cpp via smart-whisper, model ggml-tiny-random.bin');
    expect(transcript.words.length).toBeGreaterThan(0);
    expect(transcript.text).toBe(transcript.words.map((w) => w.word).join(' '));
    let previous = { start: 0, end: 0 };
    for (const word of transcript.words) {
      expect(word.word.trim()).toBe(word.word);
      expect(word.word).not.toBe('');
      expect(word.confidence).toBeNull();
      expect(word.start).toBeGreaterThanOrEqual(previous.end);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(seconds ?? Number.NaN);
      previous = word;
    }
  });

  it('gives the same words twice in a row and leaves nothing behind in its folder', async () => {
    const transcriber = createWhisperTranscriber(model);
    const first = await transcriber.transcribe(SPEECH, LIMIT);
    const second = await transcriber.transcribe(SPEECH, LIMIT);
    expect(second).toEqual(first);
    expect(await readdir(dir)).toEqual(['ggml-tiny-random.bin']);
  });

  it('stops waiting at its time limit with the usual message, and the model still works afterwards', async () => {
    const transcriber = createWhisperTranscriber(model);
    const error: unknown = await transcriber.transcribe(SPEECH, { task: 'Transcribing the speech', ms: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message: expect.stringMatching(/^Transcribing the speech took too long/) });
    expect((await transcriber.transcribe(SPEECH, LIMIT)).words.length).toBeGreaterThan(0);
  });

  it('refuses a damaged model with a clear message before whisper.cpp reads it (which would hang or crash)', async () => {
    const whole = await readFile(model);
    const cases: [string, Buffer | string, RegExp][] = [
      ['truncated.bin', whole.subarray(0, Math.floor(whole.length / 2)), /^The whisper model truncated\.bin is truncated \(it ends inside tensor "/],
      ['header-only.bin', whole.subarray(0, 500_000), /^The whisper model header-only\.bin is truncated \(it ends inside the vocabulary/],
      ['page.bin', '<html>404 Not Found</html>', /^The whisper model page\.bin is not a whisper\.cpp ggml model \(it starts with "<htm"/],
    ];
    for (const [name, bytes, message] of cases) {
      const path = join(dir, name);
      await writeFile(path, bytes);
      const error: unknown = await createWhisperTranscriber(path).transcribe(SPEECH, LIMIT).catch((e: unknown) => e);
      expect((error as Error).message, name).toMatch(message);
      expect((error as Error).message, name).not.toContain(dir);
      await rm(path);
    }
    await expect(createWhisperTranscriber(join(dir, 'missing.bin')).transcribe(SPEECH, LIMIT)).rejects.toThrow(
      /^The whisper model missing\.bin does not exist$/,
    );
  });

  it('says so when the audio is not a WAV file', async () => {
    const notWav = join(dir, 'speech.mp3');
    await copyFile(model, notWav);
    await expect(createWhisperTranscriber(model).transcribe(notWav, LIMIT)).rejects.toThrow('whisper.cpp was given audio that is not a 16-bit mono WAV file');
    await rm(notWav);
  });
});
