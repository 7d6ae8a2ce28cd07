import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import { writeReferencingFiles, type ReferencingFiles } from '../fixtures/referencing-files.ts';
import { MEDIA_ERROR_MESSAGES } from '../probe/media-error-messages.ts';
import { waitUntilNoneLive } from '../process/live-processes.ts';
import { decodePcm } from './decode-pcm.ts';
import { SAMPLE_RATE } from './sample-rate.ts';

const MINUTE = { task: 'Decoding the audio', ms: 60_000 };
let dir = '';
let clip = '';
let crafted: ReferencingFiles;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-decode-pcm-'));
  clip = (await ensureFixtures()).containers.mp4;
  crafted = await writeReferencingFiles(dir, clip);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('decodePcm', () => {
  it('decodes a real clip to about 4 s of 16 kHz samples', async () => {
    const samples = await decodePcm(clip, { ffmpegPath: 'ffmpeg', expectedDuration: 4, limit: MINUTE });
    expect(samples.length / SAMPLE_RATE).toBeGreaterThan(3.5);
    expect(samples.length / SAMPLE_RATE).toBeLessThan(4.5);
  });

  it.each(['hlsAbsolute', 'hlsRelative', 'concatList'] as const)('refuses %s (it would decode the file it names)', async (name) => {
    const error: unknown = await decodePcm(crafted[name], { ffmpegPath: 'ffmpeg', expectedDuration: 60, limit: MINUTE }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message: MEDIA_ERROR_MESSAGES.references });
  });

  it('kills an ffmpeg that hangs (reading a pipe nobody writes) at its limit; the message names no path', async () => {
    const fifo = join(dir, 'never-written.mp4');
    execFileSync('mkfifo', [fifo]);
    const error: unknown = await decodePcm(fifo, {
      ffmpegPath: 'ffmpeg',
      expectedDuration: 4,
      limit: { task: 'Decoding the audio', ms: 300 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError' });
    expect((error as Error).message).toMatch(/^Decoding the audio took too long/);
    expect((error as Error).message).not.toContain('/');
    expect(await waitUntilNoneLive({ commandLineIncludes: fifo })).toEqual([]);
  });

  it('a failure names no storage path', async () => {
    const error: unknown = await decodePcm(crafted.flv.replace('flash-video', 'missing'), {
      ffmpegPath: 'ffmpeg',
      expectedDuration: 4,
      limit: MINUTE,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^ffmpeg could not decode the audio: <file>: No such file or directory$/);
    expect((error as Error).message).not.toContain(dir);
  });
});
