import { describe, expect, it } from 'vitest';
import { contentTypeOfFormat } from './media-content-type.ts';

describe('contentTypeOfFormat', () => {
  it('maps ffprobe container names to the type a browser plays', () => {
    expect(contentTypeOfFormat('mov,mp4,m4a,3gp,3g2,mj2')).toBe('video/mp4');
    expect(contentTypeOfFormat('matroska,webm')).toBe('video/webm');
    expect(contentTypeOfFormat('avi')).toBe('video/x-msvideo');
    expect(contentTypeOfFormat('asf')).toBe('video/x-ms-wmv');
    expect(contentTypeOfFormat('flac')).toBe('application/octet-stream');
  });
});
