import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import { writeReferencingFiles, type ReferencingFiles } from '../fixtures/referencing-files.ts';
import { MEDIA_ERROR_MESSAGES } from '../probe/media-error-messages.ts';
import { waitUntilNoneLive } from '../process/live-processes.ts';
import { decodeFrames } from './decode-frames.ts';

const SETTINGS = { ffmpegPath: 'ffmpeg', fps: 1, size: { width: 64, height: 36 }, limit: { task: 'Decoding the video frames', ms: 60_000 } };
let dir = '';
let crafted: ReferencingFiles;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-decode-frames-'));
  crafted = await writeReferencingFiles(dir, (await ensureFixtures()).containers.mp4);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function countFrames(file: string, settings = SETTINGS): Promise<number> {
  let count = 0;
  for await (const frame of decodeFrames(file, settings)) count += frame.rgb.length > 0 ? 1 : 0;
  return count;
}

describe('decodeFrames', () => {
  it('reads the frames of the real video a playlist would point at', async () => {
    expect(await countFrames(join(dir, 'neighbour.mp4'))).toBeGreaterThanOrEqual(4);
  });

  it.each(['hlsAbsolute', 'hlsRelative', 'concatList'] as const)('refuses %s without reading the file it names', async (name) => {
    const error: unknown = await countFrames(crafted[name]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message: MEDIA_ERROR_MESSAGES.references });
  });

  it('kills an ffmpeg that hangs at its limit; the message names no path', async () => {
    const fifo = join(dir, 'never-written.mp4');
    execFileSync('mkfifo', [fifo]);
    const error: unknown = await countFrames(fifo, { ...SETTINGS, limit: { task: 'Decoding the video frames', ms: 300 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError' });
    expect((error as Error).message).toMatch(/^Decoding the video frames took too long/);
    expect((error as Error).message).not.toContain('/');
    expect(await waitUntilNoneLive({ commandLineIncludes: fifo })).toEqual([]);
  });
});
