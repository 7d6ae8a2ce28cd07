import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures } from '../fixtures/ensure-fixtures.ts';
import type { FixturePaths } from '../fixtures/fixture-paths.ts';
import { writeReferencingFiles, type ReferencingFiles } from '../fixtures/referencing-files.ts';
import { MEDIA_ERROR_MESSAGES } from './media-error-messages.ts';
import { probeMedia } from './probe-media.ts';

let fixtures: FixturePaths;
let crafted: ReferencingFiles;
let craftedDir: string;
beforeAll(async () => {
  fixtures = await ensureFixtures();
  craftedDir = await mkdtemp(join(tmpdir(), 'rehearse-crafted-'));
  crafted = await writeReferencingFiles(craftedDir, fixtures.containers.mp4);
});
afterAll(async () => {
  await rm(craftedDir, { recursive: true, force: true });
});

describe('probeMedia on every container', () => {
  const cases = [
    ['mp4', 'h264', 'aac'],
    ['mov', 'h264', 'aac'],
    ['webm', 'vp8', 'opus'],
    ['avi', 'mpeg4', 'mp3'],
    ['mkv', 'h264', 'opus'],
    ['wmv', 'wmv2', 'wmav2'],
  ] as const;
  it.each(cases)('%s (%s + %s): video and audio, 640×360, about 4 s', async (container, videoCodec, audioCodec) => {
    const media = await probeMedia(fixtures.containers[container]);
    expect(media).toMatchObject({ hasVideo: true, hasAudio: true, width: 640, height: 360, videoCodec, audioCodec });
    expect(media.duration).not.toBeNull();
    expect(Math.abs((media.duration ?? 0) - 4)).toBeLessThan(0.5);
  });

  it('measures the MediaRecorder-style WebM whose header has no duration (within 0.5 s)', async () => {
    const media = await probeMedia(fixtures.containers.webm);
    expect(media.duration).toBeGreaterThan(3.5);
    expect(media.duration).toBeLessThan(4.5);
  });

  it('accepts a video without audio', async () => {
    expect(await probeMedia(fixtures.videoNoAudio)).toMatchObject({ hasVideo: true, hasAudio: false, audioCodec: null });
  });
});

describe('probeMedia accepts audio-only recordings (a phone interview) for the voice alone', () => {
  const cases = [
    ['m4a', 'aac'],
    ['mp3', 'mp3'],
    ['wav', 'pcm_s16le'],
    ['ogg', 'opus'],
    ['webm', 'opus'],
    ['mp4', 'aac'],
  ] as const;
  it.each(cases)('%s (%s): audio, no video, about 4 s', async (kind, audioCodec) => {
    const media = await probeMedia(fixtures.audioOnly[kind]);
    expect(media).toMatchObject({ hasVideo: false, hasAudio: true, width: 0, height: 0, videoCodec: null, audioCodec });
    // The WebM one has no duration in its header: it is measured from the audio stream.
    expect(Math.abs((media.duration ?? 0) - 4)).toBeLessThan(0.5);
  });
});

describe('probeMedia refuses broken inputs with a MediaError', () => {
  const cases = [
    ['empty', 'The file is empty.'],
    ['textAsMp4', MEDIA_ERROR_MESSAGES.unreadable],
    ['truncatedMp4', 'The video file is incomplete; it may have been cut off during upload.'],
    ['oneFrame', MEDIA_ERROR_MESSAGES.tooShort],
  ] as const;
  it.each(cases)('%s → %s', async (name, message) => {
    const error: unknown = await probeMedia(fixtures.broken[name]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message });
  });

  it('a missing file is not readable', async () => {
    await expect(probeMedia('/nonexistent/video.mp4')).rejects.toMatchObject({ name: 'MediaError' });
  });
});

describe('probeMedia opens the file itself and nothing it refers to', () => {
  const cases = [
    ['hlsAbsolute', 'an HLS playlist naming file:///… of a real video', MEDIA_ERROR_MESSAGES.references],
    ['hlsRelative', 'an HLS playlist naming a video next to it', MEDIA_ERROR_MESSAGES.references],
    ['concatList', 'an ffconcat list of a video next to it', MEDIA_ERROR_MESSAGES.references],
    ['hlsAsM4a', 'an HLS playlist named like a phone recording (.m4a)', MEDIA_ERROR_MESSAGES.references],
    ['concatAsMp3', 'an ffconcat list named .mp3', MEDIA_ERROR_MESSAGES.references],
    ['flv', 'a real FLV video (outside the allow-list)', MEDIA_ERROR_MESSAGES.unsupportedFormat],
  ] as const;
  it.each(cases)('%s (%s) is refused: %s', async (name, _what, message) => {
    const error: unknown = await probeMedia(crafted[name]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message });
  });

  it('a file named like a protocol is a plain file name (here: missing), not a concat of other files', async () => {
    const error: unknown = await probeMedia(`concat:${fixtures.containers.mp4}|${fixtures.containers.mov}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MediaError', message: MEDIA_ERROR_MESSAGES.unreadable });
  });
});
