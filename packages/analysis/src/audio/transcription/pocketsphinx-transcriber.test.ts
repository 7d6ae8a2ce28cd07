import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemFilesPresent } from '../../fixtures/system-files.ts';
import { waitUntilNoneLive } from '../../process/live-processes.ts';
import { librivoxClips } from '../../fixtures/system-media.ts';
import { createPocketsphinxTranscriber } from './pocketsphinx-transcriber.ts';
import { wordErrorRate } from './word-error-rate.ts';

const POCKETSPHINX = '/usr/bin/pocketsphinx_batch';
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-pocketsphinx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!systemFilesPresent('pocketsphinx', [POCKETSPHINX]))('the PocketSphinx transcriber', () => {
  it('is killed at its time limit when it hangs (reading a pipe nobody writes); the message names no path', async () => {
    const fifo = join(dir, 'speech.wav');
    execFileSync('mkfifo', [fifo]);
    const transcriber = createPocketsphinxTranscriber(POCKETSPHINX);
    const error: unknown = await transcriber.transcribe(fifo, { task: 'Transcribing the speech', ms: 300 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError' });
    expect((error as Error).message).toMatch(/^Transcribing the speech took too long/);
    expect((error as Error).message).not.toContain('/');
    expect(await waitUntilNoneLive({ commandLineIncludes: fifo })).toEqual([]);
  });

  it('a failure names no path', async () => {
    const missing = join(dir, 'missing.wav');
    const error: unknown = await createPocketsphinxTranscriber(POCKETSPHINX)
      .transcribe(missing, { task: 'Transcribing the speech', ms: 60_000 })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^PocketSphinx failed/);
    expect((error as Error).message).not.toContain(dir);
  });

  it('transcribes a LibriVox clip with word times and posteriors, and names the engine, not a path', async () => {
    const clip = (await librivoxClips()).get('sense_and_sensibility_01_austen_64kb-0880');
    if (!clip) throw new Error('pocketsphinx-testdata clip 0880 missing');
    const transcript = await createPocketsphinxTranscriber(POCKETSPHINX).transcribe(clip.path, null);
    expect(wordErrorRate(clip.text, transcript.text).rate).toBeLessThan(0.5);
    expect(transcript.words.length).toBeGreaterThan(5);
    for (const word of transcript.words) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
    }
    expect(transcript.detail).toMatch(/^PocketSphinx/);
    expect(transcript.detail).not.toContain('/');
  });
});
