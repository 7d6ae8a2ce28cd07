import { ensureFixtures } from '@rehearse/analysis/fixtures/ensure-fixtures';
import { describe, expect, it } from 'vitest';
import { contentTypeOfFormat, ffprobeCheck, UploadCheckError } from './ffprobe-check.ts';

describe('contentTypeOfFormat', () => {
  it('maps ffprobe container names to the type a browser plays', () => {
    expect(contentTypeOfFormat('mov,mp4,m4a,3gp,3g2,mj2')).toBe('video/mp4');
    expect(contentTypeOfFormat('matroska,webm')).toBe('video/webm');
    expect(contentTypeOfFormat('avi')).toBe('video/x-msvideo');
    expect(contentTypeOfFormat('asf')).toBe('video/x-ms-wmv');
    expect(contentTypeOfFormat('flac')).toBe('application/octet-stream');
  });
});

describe('ffprobeCheck', () => {
  it('accepts videos by content and rejects text, empty and audio-only files with a message', async () => {
    const f = await ensureFixtures();
    const webm = await ffprobeCheck(f.containers.webm, 'ffprobe');
    expect(webm.contentType).toBe('video/webm');
    const mp4 = await ffprobeCheck(f.containers.mp4, 'ffprobe');
    expect(mp4.duration).toBeGreaterThan(3);
    for (const bad of [f.broken.textAsMp4, f.broken.empty, f.broken.audioOnlyM4a]) {
      await expect(ffprobeCheck(bad, 'ffprobe')).rejects.toBeInstanceOf(UploadCheckError);
    }
    await expect(ffprobeCheck(f.broken.textAsMp4, 'ffprobe')).rejects.toThrow(/Please select a valid video file/);
  });
});
