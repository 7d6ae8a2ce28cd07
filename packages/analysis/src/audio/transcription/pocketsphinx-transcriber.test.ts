import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemFilesPresent } from '../../fixtures/system-files.ts';
import { waitUntilNoneLive } from '../../process/live-processes.ts';
import { createPocketsphinxTranscriber } from './pocketsphinx-transcriber.ts';

const POCKETSPHINX = '/usr/bin/pocketsphinx_continuous';
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
});
